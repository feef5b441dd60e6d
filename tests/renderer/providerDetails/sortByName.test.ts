/** Spec §3: a provider's specializations sorted by name, in the reader's alphabet. */
import { describe, expect, it } from 'vitest';
import { sortByName } from '../../../renderer/providerDetails/sortByName';

const named = (...names: string[]) => names.map((name, id) => ({ id, name }));

describe('sortByName', () => {
  it('sorts Hungarian names with the Hungarian collator (Á after A, Cs after C, Ö after O)', () => {
    const sorted = sortByName(named('Ortopédia', 'Csecsemőgyógyászat', 'Általános orvos', 'Bőrgyógyászat', 'Öregedés', 'Cukorbetegség', 'Allergológia'), 'hu');
    expect(sorted.map((s) => s.name)).toEqual(['Allergológia', 'Általános orvos', 'Bőrgyógyászat', 'Cukorbetegség', 'Csecsemőgyógyászat', 'Ortopédia', 'Öregedés']);
  });

  it('puts Ș after S in Romanian', () => {
    expect(sortByName(named('Ștefan', 'Tudor', 'Sorin'), 'ro').map((s) => s.name)).toEqual(['Sorin', 'Ștefan', 'Tudor']);
  });

  it('ignores case, orders numbers by value, keeps equal names in order and does not touch its input', () => {
    const input = named('b', 'Room 10', 'A', 'Room 9', 'a');
    const sorted = sortByName(input, 'en');
    expect(sorted.map((s) => s.name)).toEqual(['A', 'a', 'b', 'Room 9', 'Room 10']);
    expect(sorted.map((s) => s.id)).toEqual([2, 4, 0, 3, 1]);
    expect(input.map((s) => s.name)).toEqual(['b', 'Room 10', 'A', 'Room 9', 'a']);
  });
});
