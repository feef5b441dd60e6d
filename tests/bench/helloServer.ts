/** The baseline for bench:config: a bare Express 5 hello-world on PORT. */
import express from 'express';

const app = express();
app.get('/', (_req, res) => {
  res.send('hello world');
});
app.listen(Number(process.env.PORT));
