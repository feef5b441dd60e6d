/** Entry: the stack's libraries alone (see stack.tsx). */
import { mountStack } from './stack';

mountStack();
