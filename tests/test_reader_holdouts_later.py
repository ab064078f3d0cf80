"""The reader on the later held-out corpora (tests/corpus_holdout2/ … tests/corpus_holdout42/).

Each was written by a helper who had read neither ``lang/`` nor the earlier corpora, and was measured by
the lead, untouched (figures are exact reading % and silent misreadings, en / hi / hinglish):

- corpus_holdout2 (240 messages, 80 a language), measured on the reader as the verify stage landed:
  exact 76.2 / 81.2 / 76.2 %, silent 10.00 / 6.25 / 6.25 % (8 / 5 / 5). The reader before the verify stage
  (main at 18c0f25) read it 71.2 / 82.5 / 78.8 % exactly with 22.5 / 8.75 / 12.5 % silent misreadings.
  That figure reported, it became development data: after the kinds it showed were fixed (lang/verify_kinds.py),
  exact 80.0 / 85.0 / 80.0 %, silent 0 / 0 / 0.
- corpus_holdout3 (150 messages, 50 a language), never used to change the reader: on the reader with the verify
  stage, exact 76 / 76 / 76 %, silent 6 / 4 / 2 % (3 / 2 / 1); after the holdout2 kinds were fixed,
  exact 78 / 78 / 76 %, silent 4 / 2 / 0 % (2 / 1 / 0) — measured once, untouched.

Both then became development data for the kinds they showed (branch reader4: price per an amount, bags
and tins, disputes that count goods, competitors' and too-high prices, contents "wala", "each" beside dozens,
changes to fewer, delivery times and brands in lists, loading questions, price tables, money off per bag,
lowered prices with a quantity, an original message closed by dashes, "(५०-५० किलो)" after sacks): holdout2 exact 97.5 / 100 / 97.5 %, holdout3 92 / 94 / 92 %, silent 0 on
both (the floors below).

- corpus_holdout4 (240 messages, 80 a language), written on 1 Dec 2026 by a helper who had read neither ``lang/``
  nor any corpus: on main at 096bc04, exact 68.8 / 68.8 / 71.2 %, silent 8.75 / 12.5 / 10.0 % (7 / 10 / 8).
  The lead then used its silent kinds (a price against the wrong unit, polite refusals, "order O40" named
  in a bill question, a discount beside a counter total); with branch reader4 (which never saw it) merged:
  exact 68.8 / 76.2 / 73.8 %, silent 7.5 / 6.25 / 5.0 % (6 / 5 / 4).
- corpus_holdout5 (180 messages, 60 a language), written the same day by another such helper, never read by
  anyone changing the reader until measured: before that day's reader work (main at 6bfd45c), exact
  60.0 / 66.7 / 63.3 %, silent 8.33 / 5.0 / 5.0 % (5 / 3 / 3); after it, measured once untouched,
  exact 63.3 / 71.7 / 68.3 %, silent 8.33 / 3.33 / 5.0 % (5 / 2 / 3). Its misses then shaped one more kind
  (goods that hang on a price: "lenge agar rate kam karo"; rate requests over a list of goods): exact
  66.7 / 73.3 / 70.0 %, silent 3 / 0 / 1 (holdout4: 68.8 / 76.2 / 75.0 %, silent 6 / 5 / 3).
- On 1 Dec (branch reader5) the silent misreadings of holdout4 and holdout5 were taken one kind at a time
  (tests/test_reader_statements.py): holdout4 exact 77.5 / 83.8 / 78.8 %, silent 1 / 0 / 0; holdout5
  70.0 / 73.3 / 71.7 %, silent 1 / 0 / 0. Two holdout4 golds changed, each with its reason in the row
  (``gold_changed``): a cancel that names the item without an id is read as issue 10's incense row says.

- corpus_holdout6 (180 messages, 60 a language), written on 1 Dec 2026 by a helper who had read neither ``lang/``
  nor any corpus, before that day's reader work (branch reader5) and measured on it untouched: on main at
  fda3559, exact 83.3 / 78.3 / 75.0 %, silent 3.33 / 5.0 / 5.0 % (2 / 3 / 3); after the day's kinds (main at
  eac2fc6), exact 86.7 / 90.0 / 85.0 %, silent 3.33 / 0 / 3.33 % (2 / 0 / 2). It is development data from then on.

- corpus_holdout7 (180 messages, 60 a language), written the same day by another such helper while the reader
  work went on, measured once untouched: on main at fda3559 (before the day's work), exact 68.3 / 68.3 / 70.0 %,
  silent 6.67 / 10.0 / 8.33 % (4 / 6 / 5); on the day's reader (branch reader5 at c152be0), exact
  73.3 / 78.3 / 78.3 %, silent 8.33 / 11.67 / 10.0 % (5 / 7 / 6): more read exactly, but more misread too.
  Three of those golds priced ghee and mustard oil per litre as the price per kg divided by 0.91 (a litre
  weighs 0.91 kg, so it is times 0.91; changed, reason in each row); the rest were counter bills that name a
  total and then the lower amount asked, and prices asked in disbelief then refused. Those kinds fixed
  (development data from then on): exact 81.7 / 90.0 / 86.7 %, silent 0 / 0 / 0.

- corpus_holdout8 (150 messages, 50 a language, each language written on its own), written the same day by a
  third such helper, measured once untouched at the day's end: on main at fda3559 (before the day's work), exact
  58.0 / 70.0 / 64.0 %, silent 8.0 / 10.0 / 10.0 % (4 / 5 / 5); on the day's reader (main at bccfc70), exact
  68.0 / 80.0 / 72.0 %, silent 2.0 / 4.0 / 8.0 % (1 / 2 / 4). Its silent kinds then fixed (paise alone read as
  rupees, a price asked down by no amount, a challan sent along read as a payment, a round-off in grouped
  figures): 70.0 / 82.0 / 80.0 %, silent 0 / 1 / 0 (the one: a payment whose gold also carries the order id).

- corpus_holdout9 (210 messages, 70 a language), written on 1 Dec 2026 (second session) by a helper who had read
  neither ``lang/`` nor any corpus, before that session's reader work, and measured once untouched at its end:
  on main at c83598d, exact 74.3 / 88.6 / 72.9 %, silent 12.86 / 1.43 / 5.71 % (9 / 1 / 4); on the session's
  reader (branch reader6 at 4dd3d0b), exact 80.0 / 92.9 / 81.4 %, silent 12.86 / 1.43 / 4.29 % (9 / 1 / 3).
  English silent misreadings did not fall: four are a price set against the supplier's with "I'll take N"
  read as an order at that price where the gold reads an offer (other corpora label the same kind an order),
  one a "180 tray wala rate" read as 32,400 eggs. Development data from then on: the tray rate, a corrected
  bill, a payment naming its order, a list line with no quantity fixed — 82.9 / 92.9 / 85.7 %, silent 7 / 1 / 0.
- corpus_holdout10 (180 messages) and corpus_holdout11 (180), written the same session by two more such helpers
  as development data for the reader work (hard cases; long formal e-mails, tables, small-model clumsiness):
  first measured on main at c83598d, holdout10 exact 78.3 / 80.0 / 71.7 %, silent 5.0 / 6.67 / 5.0 % (3 / 4 / 3),
  holdout11 63.3 / 61.7 / 63.3 %, silent 5.0 / 3.33 / 1.67 % (3 / 2 / 1); after the kinds they showed
  (corrections, decisions put off, "if possible", whole-order cancels, rates per tray or bori said the Hindi
  way, both/दोनों, an order said twice, tag questions, cases priced per packet, cuts for two items, counter
  returns), holdout10 96.7 / 95.0 / 95.0 %, silent 0 / 1 / 1; holdout11 83.3 / 85.0 / 86.7 %, silent 0 / 0 / 0.

- corpus_holdout12 (180 messages, 60 a language), written on 1 Dec 2026 (third session) by a helper who had read
  neither ``lang/`` nor any corpus, before that session's reader work (emphasis: number words and Devanagari
  digits, JSON/YAML blocks and tool calls written as text, switching language mid-message, quotes within
  quotes, follow-ups by id, counter-offers with a quantity): on main at e75168c, exact 78.3 / 81.7 / 83.3 %,
  silent 6.67 / 5.0 / 3.33 % (4 / 3 / 2). Development data from then on (orders written as data,
  lang/structured.py; counter bills split with the khata, bill ids; counts cut from an order; "X ki jagah Y
  kilo"; "reduce … by one tray"; "and I'll take N"; RTGS payments; goods that ran out as background): exact
  91.7 / 95.0 / 98.3 %, silent 0 / 0 / 0. The same session's changes moved the earlier corpora to the floors
  below (holdout5 Hinglish gained one silent reading: "₹48 litre wala rate theek hai" after an order is read
  as an accept and the order, where its gold — and its English twin's, already counted — has the order at
  that price; the desk makes the same deal either way).

- corpus_holdout13 (150 messages, 50 a language), written the same session by another such helper as the final
  measure ("what a researcher would see from several chat models over a month": mostly ordinary messages),
  measured before the session's work and once untouched at its end: on main at e75168c, exact
  78.0 / 82.0 / 76.0 %, silent 6.0 / 4.0 / 6.0 % (3 / 2 / 3); on the session's reader (main at ec68258),
  exact 78.0 / 84.0 / 78.0 %, silent 6.0 / 4.0 / 6.0 % (3 / 2 / 3) — the session's kinds barely moved unseen
  text. Three of its silent misreadings were then fixed (a price asked in disbelief, then refused in six words,
  read as an offer at the supplier's price; "₹15 करिए" after "too high" read as a refusal at ₹15); development
  data from then on.

- On 1 Dec (branch reader7) the twelve silent misreadings left on these corpora were taken one kind at a time
  (tests/test_reader_unseen_kinds.py, each in three languages): goods in an aside beside a delivery or bill question
  that names its order; a counter total stated with its parts; a clause-final "न" read as a negation; a bare price
  for goods in 500 g packs read per packet; another item's accept borrowed by a price of its own; a cancel whose
  object is the order id; goods taken at a price of ours ("we'll take 4 kg"); goods asked first, then the price
  they are asked on. Silent misreadings on every corpus went from 12 to 0 (holdout5 1/0/1 → 0/0/0, holdout9 3/0/0
  → 0, holdout10 0/1/1 → 0, holdout13 2/1/2 → 0); exact holdout5 91.7/91.7/88.3 → 93.3/91.7/90.0 %, holdout9 en
  88.6 → 92.9 %, holdout10 95.0/96.7 → 96.7/98.3 % (hi/hinglish), holdout13 80.0/86.0/80.0 → 84.0/88.0/84.0 %;
  no corpus lost an exact reading. The same branch added verify checks for kinds no corpus had yet (standing
  orders, corrections, maybes, ordered goods named again, an order's price from a sentence that says nothing of
  it), each costing no exact reading on any corpus.

- corpus_holdout15 (180 messages, 60 a language, each language written on its own), written on 1 Dec 2026 by a
  helper who had read neither ``lang/`` nor any corpus, to find misreadings rather than refusals (several intents
  in one message, background numbers, polite refusals, changes of named orders, payment lists, counter change):
  on main at 91b101d, exact 56.7 / 68.3 / 71.7 %, silent 16.67 / 11.67 / 13.33 % (10 / 7 / 8). Development data
  from then on (branch reader8, tests/test_reader_h15_kinds.py): a price asked down by no amount with goods taken
  at it, goods kept "as is" beside a cancel, a struck-out price with a new one after it, a payment heading over a
  disputed bill, change given at the counter, thanks "for the offer" then no, a price called too high then the one
  asked ("₹80 तक"), refusals beside an order or a cancel of other goods, a bare number after an item, goods taken
  below the quoted price, a bill cited for its old price, counter round-ups and money let go, a list of changes
  under a heading naming the order, a sum worked out at the counter ("₹455 − ₹28 = ₹427") — with branch reader7
  merged, exact 75.0 / 86.7 / 93.3 %, silent 0 / 0 / 0. The same kinds moved holdout5 (hi 95.0, hinglish 93.3),
  holdout6 (hi 96.7, hinglish 100), holdout8 (hi 94.0), holdout9 (en 94.3) and holdout13 (hinglish 88.0) to the
  floors below.

- corpus_holdout14 (180 messages, 60 a language), written on 1 Dec 2026 (fourth session) by a helper who had read
  neither ``lang/`` nor any corpus, before that session's reader work, and measured once untouched at its end:
  on main at 91b101d, exact 76.7 / 78.3 / 81.7 %, silent 5.00 / 10.00 / 8.33 % (3 / 6 / 5); on the session's
  reader (main at 2c7a67e: branches reader7, reader8, reader9 and readspeed merged), exact 78.3 / 78.3 / 83.3 %,
  silent 3.33 / 10.00 / 5.00 % (2 / 6 / 3) — the session's kinds barely moved unseen text. Development data
  from then on (branch reader10, tests/test_reader_h14_kinds.py): "केस" as a case of 12, goods "wala order"
  naming a placed order, a payment or dispute of a named bill taking another line's order id (and dropping that
  line's question), shop small talk read as a delivery question: exact 81.7 / 88.3 / 88.3 %, silent 0 / 0 / 0.

- corpus_holdout17 (180 messages, 60 a language, each language written on its own), written on 1 Dec 2026 by a
  helper who had read neither ``lang/`` nor any corpus, as development data for the general guards (lang/guards.py,
  lang/counter_guard.py, branch guard16): on main at ef31eaf, before the guards, exact 80.0 / 83.3 / 93.3 %, silent
  5.00 / 1.67 / 0 % (3 / 1 / 0); with the guards, exact 80.0 / 83.3 / 93.3 %, silent 0 / 0 / 0: refused are "if
  it's ₹27 a packet, send 40" (an order under a condition on a price), "₹1,650 total for 50 kg onions and we'll
  book it" (goods taken at a price said first), "कपड़े धोने का साबुन … ₹10 प्रति साबुन" (laundry soap named again
  as "साबुन", bath soap) and the counter's "Your bill is ₹865; from ₹1,000, here's ₹135 back" (billed ₹135).

  Then (branch plain16: containers with stated contents, corrections, background sentences, a price asked then
  agreed) exact 81.7 / 85.0 / 95.0 %, silent 0 / 0 / 0.

- corpus_holdout16 (180 messages, 60 a language, each language written on its own), written at the start of the
  fifth 1 Dec session by a helper who had read neither ``lang/`` nor any corpus (polite multi-paragraph e-mails,
  markdown lists, several intents with order and bill ids, background numbers, units), read by no one changing
  the reader, measured once untouched at the session's end: on main at ef31eaf, exact 66.7 / 71.7 / 78.3 %,
  silent 10.0 / 6.67 / 6.67 % (6 / 4 / 4); on the session's reader (1b77e1b: the guards, taken-back cancels and
  payments, linear reading, plain kinds), exact 68.3 / 71.7 / 80.0 %, silent 8.33 / 5.0 / 5.0 % (5 / 3 / 3).
  The eleven: an accept at the quoted price read as an offer at it (3), an order "₹560 प्रति किलो के भाव से भेज
  दीजिए" read as an offer with its quantity (2), a counter total of an old khata balance plus today's read as
  today's sale (2; the project's counter convention, tests/test_counter_words.py, bills today's sale), an
  e-mail read as a counter bill (the supplier's desk refuses it as unreadable), a "confirm receipt" of an
  unnamed amount read as ask_bill with no id, "Desi ghee, 1 litre" in a rate request read as quantity 1, and an
  accept-then-order read as one order at that price. None places goods or pays money the message did not ask
  for; the floors below hold those figures (silent included) until its kinds are taken.
  Its kinds taken (branch h16kinds): exact 75.0 / 75.0 / 83.3 %, silent 0 / 1 / 1 (the two khata-balance counter rows).

- corpus_holdout18 (180 messages, 60 a language, each language written on its own), written at the start of the
  sixth 1 Dec session by a helper who had read neither ``lang/`` nor any corpus, as that session's development
  data: on main at f15462f, exact 78.3 / 80.0 / 78.3 %, silent 11.67 / 10.00 / 11.67 % (7 / 6 / 7). Its kinds taken
  (branch h18, tests/test_reader_h18_kinds.py: goods handed back and the rest on the khata at the counter, an
  order below a price quoted inline, a rate agreed then goods ordered, a want beside a rate request, a bill that
  did not come, a delivery question about the goods not yet come): exact 86.7 / 90.0 / 90.0 %, silent 3 / 1 / 1.
  The five left: a refusal's price dropped in a list that also orders (en, hi), "(bundle of 10)" read as the
  quantity of a rate request, an order "at the quoted ₹4.20" read without its price, and a line cut "hata do
  (30 kilo tha)" read as the whole line (the 30 kg is the line's size) — none orders, pays or cancels what the
  message did not ask. Then (branch h18b: money sent for a named bill or a way of sending it beside a bill and
  its amount pays, reasoning opened "चलो सोचते हैं:", habitual sales as background, "if acceptable" a courtesy,
  change handed back "here's ₹371 back" / "4 wapas"): exact 93.3 / 96.7 / 95.0 %, silent 3 / 1 / 1. Then (branch
  h18c: a refusal in a list keeps the price its line refuses, a pack's contents in a rate asked is no quantity):
  96.7 / 98.3 / 95.0 %, silent 1 / 0 / 1 (an order "at the quoted ₹4.20" read without its price; the line cut
  "hata do (30 kilo tha)").

- corpus_holdout20 (negotiation, trade units, brands, corrections) and corpus_holdout21 (cancels, payments,
  disputes, delivery and bill questions, look-alike actions), 180 messages each, written in the sixth 1 Dec
  session by two helpers who had read neither ``lang/`` nor any corpus, as development data. Read first by main
  at 690bc72 (the holdout18 kinds in): holdout20 exact 78.3 / 83.3 / 81.7 %, silent 2 / 2 / 2; holdout21 73.3 /
  66.7 / 71.7 %, silent 6 / 7 / 6 — among them an order placed from a dispute's facts ("B665 ke aloo mein 5 kg
  sade nikle"), the change billed at the counter ("From ₹500, here's ₹152 back"), two orders cancelled when
  either or one was meant. Their kinds taken (branch h21, tests/test_reader_h21_kinds.py): holdout20 81.7 /
  86.7 / 85.0 %, silent 0; holdout21 90.0 / 88.3 / 90.0 %, silent 3 / 2 / 2. Left silent in holdout21: a line
  cut under a quoted order read without the quoted line's quantity (the desk cuts the whole line either way,
  3), "no cold drink this time" beside the godown's stock read as a refusal (the convention of
  tests/test_reader_h15_kinds.py: goods refused in a sentence of their own refuse), and an order's price lost before "for the winter".

- corpus_holdout22 (20 counter lines a language; long e-mails with several requests; short replies under a quoted
  message) and corpus_holdout23 (how small models write: misspellings, numbers in words, glued units, tables,
  hedges), 180 messages each, written in the sixth 1 Dec session by two helpers who had read neither ``lang/``
  nor any corpus, as development data. Read first by main at c0469b0: holdout22 exact 66.7 / 65.0 / 75.0 %, silent
  8 / 7 / 3 (among them the change billed at the counter: "You're giving ₹700 — here's ₹16 back" billed ₹16; a
  table of four orders beside a cancel read as nothing); holdout23 83.3 / 91.7 / 81.7 %, silent 2 / 1 / 3. Eight
  holdout22 rows' accepts lost the quoted price their reply never names (tests/corpus_chat/README.md: an intent
  carries only the figures the message states; reason in each row). Their kinds taken (branch h22,
  tests/test_reader_h22_kinds.py): holdout22 71.7 / 75.0 / 78.3 %, silent 3 / 2 / 1; holdout23 91.7 / 93.3 /
  86.7 %, silent 1 / 0 / 0. Left silent: an accept of a price quoted in an "Original Message" above a reply
  that names no goods (en, hi, hinglish), "Onion ₹32/kg for 40 kg, please" under reasoning that called it a
  counter (read as an order at ₹32), an order's price lost in a long e-mail, a long Hindi e-mail's last bill
  question, "Sugar at 40 maybe? or 42?" read as an offer at ₹40.

- corpus_holdout24 (replies in the middle of a negotiation) and corpus_holdout25 (WhatsApp-style: run-on, voice-typed,
  English words in Devanagari, varied Hinglish spellings), 180 messages each, written late in the sixth 1 Dec
  session by two helpers who had read neither ``lang/`` nor any corpus. Read first by main at e0423f1 (the
  session's kinds of holdouts 18 and 20–23 in): holdout24 exact 81.7 / 86.7 / 91.7 %, silent 1 / 0 / 0; holdout25
  81.7 / 85.0 / 71.7 %, silent 2 / 4 / 1 — far fewer silent misreadings on first reading than any earlier set
  (among the seven: "ek kaam karo" had cancelled two lines, a sale beside "ऑर्डर था" had been ordered, "ghee
  580/kg" read per litre). Their kinds taken (branch h24, tests/test_reader_h24_kinds.py): holdout24 83.3 / 86.7 /
  91.7 %, holdout25 86.7 / 90.0 / 76.7 %, silent 0 in both. Left (silent on a variant of ours): "OK ₹24 पर गुड़ ₹68
  ज़्यादा है नहीं लेंगे" refuses the potato too — a negation spilling onto the item before, inside one unpunctuated
  clause.

- **corpus_holdout19** (180 messages, 60 a language, each written on its own in the manner of several chat models:
  verbose polite e-mails, terse WhatsApp, markdown tables, reasoning left in, quoted supplier messages), written at
  the start of the sixth 1 Dec session by a helper who had read neither ``lang/`` nor any corpus, sealed, read by no
  one changing the reader and measured once at the session's end: on main at f15462f (the session's start), exact
  71.7 / 78.3 / 73.3 %, silent 10.00 / 3.33 / 6.67 % (6 / 2 / 4); on the session's reader (58a1db6), exact 78.3 /
  81.7 / 78.3 %, silent 10.00 / 1.67 / 5.00 % (6 / 1 / 3). Then its kinds taken as development data (branch h19,
  tests/test_reader_h19_kinds.py: a stock position, what customers will pay, goods wanted beside their rate
  asked, "this one" under several quoted items): 83.3 / 81.7 / 80.0 %, silent 3 / 1 / 2.

- corpus_holdout27 (follow-ups late in a month: earlier orders and bills, repeat orders, payments beside questions),
  corpus_holdout28 (numbers, units and structure written oddly), corpus_holdout29 (order and bill ids written many
  ways, payments, disputes) and corpus_holdout30 (150 counter lines only, 50 a language), written on 2 Dec 2026 (the
  seventh session) by helpers who had read neither ``lang/`` nor any corpus, read first by main at 8266925: holdout27
  exact 60.0 / 66.7 / 70.0 %, silent 4 / 3 / 3; holdout28 75.0 / 91.7 / 76.7 %, silent 2 / 0 / 2; holdout29 66.7 /
  65.0 / 65.0 %, silent 5 / 2 / 4; holdout30 74.0 / 80.0 / 78.0 %, silent 7 / 5 / 5 — the counter read one line in
  nine of these wrongly (change handed back, the khata's balance, an old balance added in, one of two prices offered
  as a choice, all billed as today's goods). Their kinds taken (branch lead7, tests/test_reader_h27_kinds.py and
  tests/test_reader_h29_kinds.py): the figures below. Golds changed, each with its reason in the row: six holdout27
  rows (a delivery question names the goods it is about; the counter bills today's goods, not the khata's balance
  added in), three holdout30 rows (the counter hears the total asked even when the lines do not add up to it: a
  wrong sum asked is the cashier's, and the record must show it), three holdout21 rows (a cancel carries no quantity
  the reply does not state) and one holdout12 row ("Chalo done" under a quoted price accepts it).

- **corpus_holdout26** (180 messages, 60 a language, in the voices of several chat models: polite e-mails, terse
  WhatsApp, markdown, reasoning left in, replies quoting the supplier, a weak small model), written at the start of
  the seventh session by a helper who had read neither ``lang/`` nor any corpus, sealed, read by no one changing the
  reader and measured once at the session's end: on main at 8266925 (the session's start), exact 78.3 / 80.0 /
  85.0 %, silent 4 / 0 / 1; on the session's reader (main at 377a058), exact 78.3 / 81.7 / 85.0 %, silent 6 / 0 / 1
  — two more silent misreadings in English. One was the session's own doing ("We could consider ₹490 per litre for
  an order of 10 litres" had become an order once the price "beyond our budget" became context; fixed after the
  measure, tests/test_reader_h27_kinds.py); the other is a counter line billed as today's goods where the writer
  labelled today's goods plus the khata's old balance (the project's convention, lang/counter_today.py, which the
  writer did not follow; a second such line was silent at the start too). The floors below are the figures after
  that fix.

- corpus_holdout32 (180 messages late in a month with several orders and bills open: stock told beside orders,
  lists with a grand total, payments against several orders, quantity changes, disputes by order, duplicate bills)
  and corpus_holdout33 (150 counter lines: coupons, points, haggled finals, corrections, change, khata mentioned and
  not charged), written at the start of the eighth session (2 Dec 2026) by helpers who had read neither ``lang/``
  nor any corpus, read first by main at 5eff6bd: holdout32 exact 50.0 / 58.3 / 50.0 %, silent 12 / 6 / 8 — the
  worst first reading of any corpus: one message in five acted on wrongly; holdout33 84.0 / 80.0 / 86.0 %, silent
  2 / 5 / 3. Their kinds taken (branch lead8, tests/test_reader_h32_kinds.py): the figures below. Golds changed,
  with the reason in each row: three holdout33 rows (a total asked that the lines do not add up to is billed as
  asked, as in holdout30), three holdout16 rows and one holdout27 row (a cancel of a whole line carries no
  quantity the message does not state; a delivery question names the rest it asks).

- corpus_holdout34 (180 messages over a whole month in many model voices: haggling, changes to open orders,
  month-end money), written mid-session by a helper who had read neither ``lang/`` nor any corpus, read first by
  main at 5eff6bd (the session's start): exact 76.7 / 73.3 / 73.3 %, silent 6 / 5 / 6; by the reader after the
  first round of holdout32/33 kinds (b798db5): 76.7 / 75.0 / 75.0 %, silent 6 / 4 / 5 — that round's fixes
  carried over to new text hardly at all. Its own kinds taken: the figures below.

- corpus_holdout35 (180 messages of chat models' quirks: self-corrections, thinking aloud, tool calls written as
  code or JSON, tables with sub-totals, numbers in words, Devanagari digits), written by another helper after the
  holdout34 round: read first by 5eff6bd 81.7 / 78.3 / 81.7 %, silent 2 / 1 / 1, and by the reader of that round
  (62631f7) the same — again nothing carried over. Its kinds taken: the figures below.

- corpus_holdout36 (180 messages in the voices of small open models and over-eager large ones), written by a fourth
  helper after the holdout35 round: read first by 5eff6bd 86.7 / 93.3 / 90.0 %, silent 3 / 0 / 1, and by the
  reader after three rounds (785a85c) the same. Its two silent kinds that moved goods or money taken (goods asked
  cheaper by no amount; a counter's round-off); the others are labelling differences (an order at a price against
  accept then order; a refused price taken from the quote).

- **corpus_holdout31** (180 messages, 60 a language, in the voices of several chat models: e-mails with subject
  and sign-off, terse WhatsApp, markdown, reasoning left in, quoted supplier messages, a weak small model, counter
  lines), written at the start of the eighth session by a helper who had read neither ``lang/`` nor any corpus,
  sealed, read by no one changing the reader and measured once at the session's end: on main at 5eff6bd (the
  session's start), exact 88.3 / 85.0 / 80.0 %, silent 1 / 2 / 3; on the session's reader (main at 6f13b54),
  exact 88.3 / 86.7 / 81.7 %, silent 1 / 2 / 3 — no silent misreading fewer. Two of the six are counter lines the
  writer labelled with the khata's old balance added in (the project bills today's goods); the others: an order at
  the quoted price read as an offer, a bill's whereabouts read as a delivery question (twice), and goods handed
  back with a minus sign at the counter. The last three kinds taken after the measure: the figures below.

- corpus_holdout38 (180 messages of the hard middle and end of a month: past events told beside today's request,
  negations and exceptions, self-corrections, conditions, number words, several open ids), written at the start of
  the ninth session by a helper who had read neither ``lang/`` nor any corpus: read first by main at 6857bbf (the
  session's start) 60.0 / 71.7 / 53.3 %, silent 4 / 3 / 8 (an e-mail read as a counter bill counted as refused, as
  the desk refuses it). The session's general guards (``lang.id_guard``, ``lang.either_guard``) were built before it
  was read and caught 3 of its 15 silent misreadings with no exact reading lost on any corpus; then its kinds taken.
  Four of the six silent left are counter lines labelled with the khata's old balance added in (the project bills
  today's goods) and an accept without a price against one with the quoted price.

- corpus_holdout39 (180 messages of chat models changing their minds: corrections of a count, item or price,
  one request replacing another, choices, ids needing nothing, payments now beside later, ranges), written by a
  second helper after holdout38's first round: read first by 6857bbf 63.3 / 65.0 / 66.7 %, silent 6 / 5 / 3; by
  the reader of that round (9ec1385) 70.0 / 75.0 / 70.0 %, silent 7 / 4 / 4 — more read exactly, no fewer silent
  misreadings. Its kinds taken: the figures below.

- **corpus_holdout40** (180 messages, 60 a language: an ordinary month of mail from several chat models — polite
  e-mail, WhatsApp, markdown, reasoning left in, quoted replies — with 8 counter lines a language), written at the
  start of the tenth session by a helper who had read neither ``lang/`` nor any corpus, sealed, read by no one
  changing the reader and measured once at the session's end: by the session's start (174c42f) 90.0 / 90.0 / 90.0
  %, silent 1 / 2 / 2 (5 of 180); by the session's reader (679f69b) 90.0 / 91.7 / 90.0 %, silent 1 / 2 / 2 — the
  session's kinds (taken from five black-box breakers) did not reach its silent misreadings: a price asked in
  disbelief then refused in words naming the goods ("₹40 for tomatoes?? We'll skip tomatoes this week", three
  languages) and "९८ रुपये ५० पैसे।" billed ₹50 (a danda after "पैसे"). Development data from then on: the danda
  and "bill dubara bhej do" fixed (the figures below).

- **corpus_holdout41** (180 messages, 60 a language: the middle of negotiations and the money side of a month —
  replies to quotes and counter-offers, partial accepts, orders in the same breath, changes and partial cancels,
  payments of several bills, disputes, counter lines with discounts, change and khata — with 8 counter lines a
  language), written at the start of the eleventh session by a helper who had read neither ``lang/`` nor any
  corpus, sealed, read by no one changing the reader and measured once near the session's end: by the session's
  start (a7adafa) 80.0 / 80.0 / 83.3 %, silent 4 / 3 / 4 (11 of 180, 6.1%); by the session's reader (6b54fca)
  80.0 / 80.0 / 83.3 %, silent 3 / 3 / 4 (10 of 180, 5.6%). The session's kinds came from three black-box
  breakers (replies to the renderer's own supplier mail, orders and money, the counter) and cut their own silent
  misreadings sharply (18 → 7 of 417 replies, 18 → 6 of 446 messages, 12 → 1 of 327 counter lines), but barely
  reached this set's: each new writer still brings forms no rule foresaw. Development data from then on: two of
  its kinds taken after the measure (goods that came short, a bare price called too dear), silent 3 / 2 / 3.

- **corpus_holdout42** (180 messages, 60 a language: three weeks into the month, written as small and mid-size
  open models and GPT-4-class ones write — short follow-ups in a running thread, clumsy grammar and typos, both
  scripts in one message, repeated sentences, whole orders restated before one line changes, several intents in
  one long message, 8 counter lines a language under the counter conventions decided that morning), written at the
  start of the twelfth session by a helper who had read neither ``lang/`` nor any corpus, sealed, read by no one
  changing the reader and measured once near the session's end: by the session's start (ed6cea1) 66.7 / 85.0 /
  81.7 %, silent 4 / 4 / 4 (12 of 180, 6.7%); by the session's reader (a14e7d0) 68.3 / 88.3 / 85.0 %, silent
  3 / 2 / 2 (7 of 180, 3.9%). The session's kinds came from two black-box breakers (small open models' style;
  numbers and units) and the counter conventions; five of the set's silent readings went with them.
  In the same session 13 golds of holdouts 16, 26, 31, 38 and 41 that billed an old khata balance with today's
  goods were corrected to the decided convention (``gold_changed`` in each row; floors below raised to match).
  Development data from then on: the new-user trial's tray-rate kind, two of holdout42's kinds ("pls quote …", an
  amount over the MRP as a dozen's price but within it for the lot) and its en-u002 gold corrected to the bori
  convention, silent 1 / 1 / 2 (the floors below).

- **corpus_holdout43** (180 messages, 60 a language: the shop's second month, a manager model that knows its
  suppliers — standing orders repeated with changes, substitutions, replies to the supplier's own refusals and
  questions, price-match claims, payments with UPI/NEFT refs, disputes, tool calls written as text, 8 counter lines a
  language), written at the start of the thirteenth session by a helper who had read neither ``lang/`` nor any
  corpus, sealed, read by no one changing the reader and measured once near the session's end: by the session's
  start (8551c5b) 76.7 / 83.3 / 76.7 %, silent 0 / 2 / 3 (5 of 180); by the session's reader (4151f85) 76.7 /
  85.0 / 78.3 %, silent 0 / 2 / 3 — the session's kinds (four black-box breakers: second-turn replies, a manager
  agent's structured first mail, counter lines, Hindi first) cut the silent misreadings of their own main sets from
  88 to 14 of 1,968 messages but reached none of this set's five. Development data from then on: three of its kinds (a payment
  withheld had paid the bill, "darjn" for dozen, a cut of an unstated order had ordered it), silent 0 / 2 / 0.

- **corpus_holdout44** (180 messages, 60 a language: the reply inside a running thread — short accepts with a
  count, self-corrections, partial accepts, holds, questions about goods ordered, the supplier's mail quoted),
  written at the start of the fourteenth session (3 Dec) by a helper who had read neither ``lang/`` nor any corpus,
  sealed, read by no one changing the reader and measured once near the session's end: by the session's start
  (e0d1f3a) exact 60.0 / 78.3 / 76.7 %, silent 1 / 2 / 2 (5 of 180); by the session's reader (c3fb244) 71.7 /
  91.7 / 85.0 %, silent 1 / 2 / 2 — more read exactly (+18 in all), the same five silent misreadings. Development
  data from then on: its five (15 packs "along with" 24 soaps multiplied into 360 soaps, a bill asked with "bhi"
  between its words dropped) and four of its English refusals ("when does it come", "as per your rate list",
  "ask quote", "per tray of 30") taken, 78.3 / 93.3 / 86.7 %, silent 0 / 0 / 0 (the floors).

- **corpus_holdout45** (300 messages, 100 parallel triples: breaker Q's short replies in a running negotiation,
  written on 3 Dec 2026 by a helper who had not read ``lang/``, before the reader was run on them; development data
  from the start, see its README): on main at e0d1f3a exact 51 / 52 / 48 %, silent 3 / 4 / 6 (the golds as kept); after the fourteenth
  session's kinds (an acceptance with a count, cancels told as done, corrections with a reason, holds, swaps)
  82 / 84 / 82 %, silent 1 / 1 / 0; with the session's later kinds 83 / 86 / 84 %, silent 1 / 0 / 0 (the floors
  below; six golds changed, ``gold_changed`` in each row).
- **corpus_holdout46** (240 messages, 80 parallel triples: breaker R's follow-ups on open orders and bills, written
  the same day the same way): on main at e0d1f3a exact 67.5 / 65.0 / 66.2 %, silent 6 / 7 / 6 (the golds as kept); after the session's
  kinds 76.2 / 73.8 / 73.8 %, silent 3 / 3 / 3; with the session's later kinds 80.0 / 76.2 / 75.0 %, silent
  2 / 2 / 2 (the floors below; six golds changed, see its README).
- **corpus_holdout47** (309 messages, 103 parallel triples: breaker S's figures in a price negotiation, written the
  same day the same way): on main at e0d1f3a exact 76.7 / 74.8 / 73.8 %, silent 5 / 6 / 6 (the golds as kept); after the session's
  kinds 77.7 / 77.7 / 76.7 %, silent 4 / 3 / 3; with the session's later kinds (another seller's price named
  by a person or the mandi, a rate asked beside a past price, transport, "(not per kg)", a sack's weight in
  brackets, the quoted mail's own words) 85.4 / 83.5 / 82.5 %, silent 3 / 2 / 2 (the floors below; three golds
  changed, see its README).
- **corpus_holdout48** (180 messages, 60 parallel triples: the manager's morning e-mail that does several things
  at once), written at the start of the fifteenth session (3 Dec 2026) by a helper who had read neither ``lang/``
  nor any corpus, sealed, measured once at the session's end: on main at c9dc425 (the session's start) exact
  78.3 / 68.3 / 75.0 %, silent 4 / 7 / 6; on the session's reader (1f7eabc) exact 83.3 / 73.3 / 80.0 %, silent
  4 / 5 / 4. Development data from then on: four of its silent kinds taken after the measure (goods sent in place
  of goods cut read as a count cut, a count sent after an accept given to the goods whose rate is asked, goods sold
  counted as goods asked, a price lost to "(MRP is ₹45)"): 86.7 / 78.3 / 83.3 %, silent 2 / 2 / 2 (the floors).
- **corpus_holdout49** (300 messages, 100 parallel triples: breaker U, the same everyday message in the three
  languages), **corpus_holdout50** (240, 80 triples: breaker V, several things at once) and **corpus_holdout51**
  (180, 60 triples: breaker W, the long e-mail a capable model writes), written the same session by helpers who
  had not read ``lang/``, golds before the reader ran; development data from the start. By the breakers' own
  comparison at their first run: U 97 / 94 / 92 %, silent 1 / 1 / 1; V 67.5 / 66.2 / 68.8 %, silent 5 / 4 / 4;
  W 66.7 / 63.3 / 65.0 %, silent 3 / 3 / 3. After the session's kinds (this scorer): the floors below, silent 0.
- **corpus_holdout52** (180 messages, 60 parallel triples: the everyday mix of a month's e-mails) and
  **corpus_holdout58** (150, 50 triples: the same mix as three model families write it, the final unseen check),
  written in the sixteenth session (3 Dec 2026) by helpers who had read neither ``lang/`` nor any corpus, sealed,
  measured once at the session's start (0a633c4) and once at its end (d959f5b): holdout52 exact 80.0 / 83.3 / 80.0
  % → 80.0 / 83.3 / 80.0 %, silent 3 / 2 / 3 → 2 / 2 / 3; holdout58 84.0 / 90.0 / 78.0 % → 84.0 / 92.0 / 80.0 %,
  silent 2 / 2 / 1 → 2 / 2 / 1. The session's kinds, taken from breakers, barely moved text it had not seen. One
  kind taken after the measure (a rate word over a list of goods had ordered them): the floors below.
- **corpus_holdout53–57** (180 messages each, 60 triples: breakers Y, Z, M, N, C of the sixteenth session —
  numbers in every role, the reply inside a thread, small models' text, the bargain, open orders and bills late in
  a month), golds written before the reader ran, development data from the start. Silent at the breakers' first
  run: 5, 11, 11 of 180 (53–55, this scorer, the session's start) and 21, 31 (56–57, the breakers' own comparison
  on the reader of mid-session); after the session's kinds: the floors below.
- **corpus_holdout59** (180 messages, 60 triples: the everyday mix, by a manager three weeks into a month) and
  **corpus_holdout60** (150, 50 triples: the everyday mix as three model families write it, the final unseen
  check), written at the start of the seventeenth session (3 Dec 2026) by helpers who had read neither ``lang/``
  nor any corpus, sealed. holdout59 measured at the start (a43c2b1) and the end (eefcc61): exact 73.3 / 81.7 /
  80.0 % → 73.3 / 80.0 / 80.0 %, silent 5 / 4 / 2 → 4 / 3 / 2 (the session's one reader change, the second
  opinion, ``lang.second_opinion``). holdout60 once at the end: 74.0 / 74.0 / 84.0 %, silent 1 / 0 / 0 (the rules
  alone: 2 / 0 / 0). Then development data, and training rows of the second opinion: the floors below.
- **corpus_holdout61** (180, 60 triples: the everyday mix as Gemini-, DeepSeek-R1- and Mistral/Phi-class models
  write it) and **corpus_holdout65** (150: three manager personas) and **66** (150: structured assistant mail and
  voice-note style), written at the start of the eighteenth session (3 Dec 2026) by helpers who had read neither
  ``lang/`` nor any corpus, sealed. holdout61 measured at the start (98f6a5f): exact 66.7 / 58.3 / 63.3 %, silent
  2 / 2 / 2; then the session's development data. holdout65 and 66 measured once, at 35797ca (the session's last
  reader change; the second opinion trained without them): 70.0 / 76.0 / 78.0 %, silent 1 / 1 / 1 (the start:
  68 / 74 / 76 %, 1 / 1 / 1) and 36.0 / 40.0 / 44.0 %, silent 3 / 2 / 2 (the start: 32 / 40 / 42 %, 3 / 1 / 2).
- **corpus_holdout62, 63, 64** (breakers D, F and G of the eighteenth session, black box: plain messages with mixed
  words, drafts and corrections and labels, formal Hindi and mixed script; 180, 150, 150), golds written before
  the reader ran. Silent at their first run on the session's reader of the hour: 4 / 2 / 3, 6 / 4 / 6, 1 / 2 / 1;
  after its kinds: 0 / 0 / 0, 0 / 0 / 0, 0 / 2 / 1 (breaker G's two-request Hindi lines: a cut or a cancel beside
  another request, still dropped).
- **corpus_holdout67 … 74** (the nineteenth session's black-box breakers, 180 each, golds written before the reader
  ran, each against a frozen checkout: I several requests in one message, H figures and units, J replies inside a
  price negotiation, K Indian business idiom, M one request in many Hindi and Hinglish spellings and registers, L
  changes across several open orders, N replies under quoted messages, O containers with stated contents). At their
  first run, exact (en / hi / hinglish) and silent: I 83.3 / 86.7 / 88.3 %, 5 / 3 / 3; H 90.0 / 85.0 / 85.0 %,
  0 / 0 / 1; J 80.0 / 78.3 / 76.7 %, 3 / 5 / 5; K 86.7 / 86.7 / 86.7 %, 2 / 2 / 3; M 95.0 / 85.0 / 78.3 %,
  1 / 1 / 1; L 71.7 / 73.3 / 73.3 %, 1 / 0 / 0 (5 / 8 / 8 on the reader before ``lang.cancels_apart``); N 66.7 /
  60.0 / 61.7 %, 4 / 6 / 6; O 45.0 / 43.3 / 43.3 %, 11 / 8 / 9. After the session's kinds: the floors below.
- **corpus_holdout75** (150: small open models as the manager — template openings, placeholders, restated quotes,
  tool-call text, half-translated Hindi), written at the start of the nineteenth session by a helper who had read
  neither ``lang/`` nor any corpus, sealed, measured at the start (8995bba: 82.0 / 78.0 / 80.0 %, silent 3 / 0 / 2)
  and once at the end (3f9bbbe, the session's last reader change, the second opinion trained without it: 84.0 /
  76.0 / 80.0 %, silent 2 / 0 / 2); then training rows of the second opinion.
- **corpus_holdout76, 77, 78** (the twentieth session's black-box breakers, 180 each, golds written before the reader
  ran on a frozen checkout of 327cfa9: P numbers as people write them, Q long structured mails with tables, recaps
  and a P.S., R after the order — payments, bills, disputes, deliveries). At their first run, exact (en / hi /
  hinglish) and silent: P 95.0 / 91.7 / 88.3 %, 2 / 1 / 1; Q 40.0 / 36.7 / 36.7 %, 7 / 8 / 7; R 61.7 / 61.7 / 65.0 %,
  4 / 4 / 4. After the session's kinds: the floors below.
- **corpus_holdout79** (150: frontier chat models over a month), written at the end of the nineteenth session by a
  helper who had read neither ``lang/`` nor any corpus, sealed; measured once then (86.0 / 82.0 / 86.0 %, silent
  1 / 1 / 1), again at the twentieth session's end before it was added (88.0 / 82.0 / 86.0 %, silent 0 / 1 / 1);
  then development data and training rows of the second opinion.
- **corpus_holdout80, 81, 82** (the twenty-first session's first black-box breakers, 180 each, golds written before
  the reader ran on a frozen checkout of c3836e2: S text shaped like a tool — JSON mails, tool calls, CSV, ReAct; T
  conditions, hedges and time; U the names of goods across India). At their first run, exact (en / hi / hinglish)
  and silent: S 61.7 / 58.3 / 61.7 %, 4 / 5 / 4; T 66.7 / 66.7 / 68.3 %, 5 / 3 / 3; U 76.7 / 71.7 / 80.0 %, 5 / 2 / 3.
- **corpus_holdout83, 84** (its second breakers, on a frozen checkout of 9e446fb: V terms of trade — percentages
  off, schemes, credit, GST, slabs; X text as models garble it — entities, escapes, keycap digits, cut-offs, the
  model's words to its user). At their first run: V 70.0 / 53.3 / 55.0 %, 5 / 8 / 8; X 70.0 / 70.0 / 71.7 %,
  1 / 1 / 0; and W text-speak and short forms (holdout85, on a frozen checkout of efa3607): 55.0 / 71.7 / 50.0 %, 0 / 2 / 2; and Y officialese and indirect
  requests (holdout86, on a frozen checkout of 1263f6e): 63.3 / 55.0 / 60.0 %, 2 / 5 / 3. After the session's kinds:
  the floors below.
- **corpus_holdout87** (150: open-weight chat models of 30–70B parameters as the manager, the everyday mix of a
  month), written at the start of the twenty-first session by a helper who had read neither ``lang/`` nor any
  corpus, sealed, measured at the session's start (c3836e2) and end (dd6e2ff) without being read: 84.0 / 84.0 / 82.0 %
  exact, silent 3 / 2 / 1 both times (the session's kinds do not reach it); then development data and training rows
  of the second opinion.
- **corpus_holdout88, 89, 90** (the twenty-second session's breakers, 180 each, golds written before the reader ran
  on a frozen checkout of eb66e6c: AA no, not, never — refusals and their reach; AB everything asked as a question;
  AC the shop's story around the request — customers, staff, rivals, stock). At their first run, exact (en / hi /
  hinglish) and silent: AA 53.3 / 61.7 / 61.7 %, 13 / 9 / 10; AB 71.7 / 60.0 / 61.7 %, 5 / 10 / 11; AC 60.0 / 48.3 /
  48.3 %, 1 / 3 / 4. After the session's kinds (and the second opinion trained with them: in-sample): the floors.
  Two floors went down that session, each for Hindi reading as Hinglish already did: Devanagari "दीजिए" became the
  order word Roman "dijiye" is (a cut beside a bill asked had been lost in Hindi only), so holdout11 hi-h11-014 is
  refused as its Hinglish row is, and holdout26 hi-c028 ("पनीर ₹78 प्रति पैकेट दीजिए, 50 पैकेट लेंगे", gold an offer)
  is read as an order at ₹78, as Hinglish "₹78 dijiye" is. Then Roman "-iye" came to fold as Devanagari "-िए" does
  ("dijiye" = "दीजिए", "chahiye" = "चाहिए"): holdout29 hi-c041 ("ऑर्डर नं. 97 निकला क्या? पैसे सोमवार को ही डाल दिए
  थे (UPI 77410)", gold a delivery question and a payment of O97) lost the payment told as made on Monday (it had
  been refused for "what is 77410 for?"; holdout37's golds count such a payment paid again as the misreading), and the
  second opinion, retrained on the new keys, refuses holdout19 hg-030 ("## Rate bhejiye" over a list of goods).
  holdout89 hi-k9026 ("B22 का पैसा मिला?", gold a payment) is read as a request for B22's bill, as the reader's own
  convention says of a question whether a bill is paid (tests/test_reader_take_backs.py); the retrained second
  opinion no longer refuses it.
- **corpus_holdout91, 92** (its later breakers on the frozen eb66e6c: AD ranges, limits and rough figures; AE what
  came before — same, again, double, the rest). At their first run: AD 60.0 / 65.0 / 65.0 %, 7 / 7 / 5; AE 68.3 /
  71.7 / 73.3 %, 5 / 3 / 3. At the session's end (second opinion trained with them): AA 58.3 / 66.7 / 66.7 %,
  8 / 6 / 7; AB 75.0 / 61.7 / 63.3 %, 2 / 5 / 4; AC 61.7 / 55.0 / 55.0 %, 0 / 0 / 2; AD 73.3 / 81.7 / 81.7 %,
  1 / 1 / 1; AE 71.7 / 76.7 / 78.3 %, 1 / 1 / 1 (most of AA's are a quoted price carried onto a reject whose gold
  names none).
- **corpus_holdout93** (sealed68, 150: the everyday mix of a month written by hosted frontier, open-weight 30–70B
  and small 3–8B models in equal shares), written at the start of the twenty-second session by a helper who had
  read neither ``lang/`` nor any corpus, sealed, measured at the start (eb66e6c) and the end without being read:
  90.0 / 90.0 / 90.0 % exact, silent 2 / 0 / 1, then 90.0 / 92.0 / 92.0 %, silent 2 / 0 / 1; then development data
  and training rows of the second opinion (retrained with it, the model no longer doubts holdout45 en-q022, an
  order of poha at ₹34 read as an offer: holdout45 en silent 0 -> 1).
- **corpus_holdout94–97** (the twenty-third session's black-box breakers on the frozen 489c3c1, golds written before
  their first run: AF changing what is already arranged — add, swap, hold, not cancel; AG a quote answered item by
  item; AH other people's prices — competitors, mandi, MRP, match and beat; AI money — part payments, advances,
  deductions, several bills). At their first run (exact en / hi / hinglish, silent): AF 58.3 / 58.3 / 60.0 %,
  5 / 3 / 2; AG 65.0 / 65.0 / 65.0 %, 7 / 9 / 9; AH 48.3 / 45.0 / 45.0 %, 4 / 6 / 6; AI 71.7 / 66.7 / 70.0 %,
  6 / 7 / 6. After the session's kinds and the second opinion trained with them (in-sample): the floors. Three
  floors went down with that retraining, each a borderline row the model now judges otherwise: holdout19 hg-030
  ("## Rate bhejiye" over a list of goods) is refused again; holdout48 hi-q013 (an order of toor at ₹138 beside
  refusals, gold also an accept of the toor's price) and holdout78 hi-r9041 (a delivery question about O14's 5 kg
  sugar beside a complaint the gold reads as a dispute) are read where the model had refused them.
- **corpus_holdout98** (sealed69, 150: the everyday mix of a month by three families of chat models), written at
  the start of the twenty-third session by a helper who had read neither ``lang/`` nor any corpus, sealed, measured
  at the start (489c3c1) and at the end (before it was added) without being read: 78.0 / 80.0 / 78.0 % exact,
  silent 4 / 1 / 1 both times — none of the session's kinds was among its failures. Then development data and
  training rows of the second opinion.
- **The twenty-fourth session** lowered one floor on purpose: holdout72 en-x6048 ("Please cancel O36, it is a
  duplicate of O37. Keep O37.") is now asked about O37. It had read only because the word "a" folds to "aa", one of
  the words of an order that has come ("aa gaya"), so any sentence with "a" in it left its ids unasked — the hole
  that also let "We have deposited the money for bill no. 17. Send 100 kg sugar." drop the payment silently.
- **corpus_holdout99–105** (the twenty-fourth session's black-box breakers on the frozen d97c4c4, golds written
  before their first run; everyday mixes rather than narrow themes): AJ a month's mail from small models, AK long
  structured mail from frontier models, AL answering a quote round by round, AM spoken Hindi and Hinglish first,
  AN several requests in one mail in sections, AO changing open orders, AP context around the request. First run
  (exact en / hi / hinglish %, silent): AJ 85.0 / 88.3 / 88.3, 0 / 1 / 1; AK 46.7 / 63.3 / 60.0, 3 / 1 / 2; AL 65.0 /
  71.7 / 73.3, 4 / 3 / 2; AM 66.7 / 83.3 / 86.7, 4 / 1 / 0; AN 70.0 / 73.3 / 71.7, 8 / 6 / 8; AO 61.7 / 55.0 / 55.0,
  1 / 2 / 3; AP 66.7 / 75.0 / 73.3, 1 / 1 / 0. After the session's kinds and the second opinion retrained with them
  (in-sample): the floors.
- **corpus_holdout106** (sealed70) and **corpus_holdout107** (sealed71): the everyday mix of a month by three
  families of chat models, written by helpers who had read neither ``lang/`` nor any corpus, sealed and measured
  unread — sealed70 at the session's start (d97c4c4) and end (before it was added): 82.0 / 88.0 / 88.0 % exact,
  silent 3 / 2 / 2 both times; sealed71, written during the session, measured once at its end: 86.0 / 84.0 / 84.0 %,
  silent 1 / 1 / 1 (on d97c4c4 too). None of the session's kinds was among their failures. Then development data
  and training rows of the second opinion.
- With that retraining three floors went down by one silent row each, borderline rows the model now judges
  otherwise (the rows read, where it had refused them): holdout45 en-q022 ("Alright, ₹34 final for poha. 2 cases.":
  an offer with the count, gold an accept and an order), holdout78 en-r9041 (a delivery question about O14's 5 kg
  sugar beside a complaint the gold reads as a dispute — it flips with each retraining) and holdout89 hi-k9026
  ("B22 का पैसा मिला?": read as a bill asked, gold a payment said made). Two rows it had let through silently are
  refused now (holdout48 hi-q013, holdout95 hi-w9054).

- **corpus_holdout37** (180 messages, 60 a language, in the voices of several chat models over a month: formal
  e-mails, a small model, reasoning left in, markdown and tool-call text, WhatsApp; past events beside today's
  request), written at the start of the ninth session by a helper who had read neither ``lang/`` nor any corpus,
  sealed, read by no one changing the reader and measured once at the session's end: on main at 6857bbf (the
  session's start), exact 80.0 / 85.0 / 85.0 %, silent 3 / 3 / 2; on the session's reader (main at 57c7d68),
  exact 81.7 / 86.7 / 86.7 %, silent 3 / 2 / 1 — 8 silent misreadings of 180 down to 6. Of the six: a bill paid
  "last Friday" beside a new order paid again, a dispute's "Agreed ₹96" accepted, a cancel "yesterday … as you
  know" cancelled again, a request for rates read as an order, and twice a refusal ("too high") lent to a new
  price in the next sentence. Two kinds taken after the measure (a past payment beside other requests, a new
  price after a refusal): the figures below.

- **corpus_holdout108–115** (the twenty-fifth session's black-box breakers on the frozen e28d4e0 — AQ restock
  lists, AR short replies to a quote, AS money mail, AT small models writing badly, AU Hindi-first speech — and on
  8e677f7 — AW numbers and money as written, AX terms and bundles, AY complaints and returns; golds written before
  their first run). First run (exact en / hi / hinglish %, silent): AQ 78.3 / 73.3 / 75.0, 1 / 2 / 2; AR 40.0 / 43.3 /
  43.3, 20 / 21 / 20 (most of AR's silent rows are its convention of carrying a quoted price onto an accept, which
  the README's conventions do not share; its golds are unchanged, so its floors hold them as silent); AS 83.3 /
  76.7 / 78.3, 1 / 4 / 5; AT 78.3 / 83.3 / 81.7, 2 / 2 / 2; AU 95.0 / 88.3 / 90.0, 0 / 1 / 1; AW 89.1 / 90.6 / 90.6,
  1 / 1 / 1; AX 71.7 / 76.7 / 80.0, 4 / 3 / 3; AY 58.3 / 66.7 / 58.3, 2 / 2 / 2. After the session's kinds and the
  second opinion retrained with them (in-sample): the floors. Breaker AV (threads and follow-ups) wrote only 32
  triples, under the 50 a corpus needs, and is not here.
- **corpus_holdout116** (sealed72) and **corpus_holdout117** (sealed73): the everyday mix of a month by three
  families of chat models, by helpers who had read neither ``lang/`` nor any corpus, measured unread at the
  session's end on main and on e28d4e0 (sealed72 also at the start): sealed72 78.0 / 78.0 / 82.0 %, silent 1 / 0 /
  0, every time; sealed73 84.0 / 72.0 / 78.0 %, silent 2 / 2 / 1, on both checkouts. None of the session's 270
  rows made exact (on all corpora and breaker folders) was among their failures.
- With that retraining three floors went down by one silent row each, borderline rows the second opinion had
  refused and now lets through, read as the rule stages read them: holdout71 en-x7036 ("We'll take the rice at
  ₹39 but not the toor dal at ₹150") and holdout95 en-w9002 ("Dahi at ₹34 we'll take …") as offers at the price
  (gold: accepts), holdout96 hi-y9045 ("हमें 20 लीटर ₹54 लीटर के हिसाब से दे दो") as an offer (gold: an order).
  (These sealed figures are the reader's before the sets joined the corpora: once added, the second opinion was
  retrained on them, and on that reader — 622c296 — sealed73 reads 82 / 74 / 80 %, silent 3 / 1 / 1.)
- **corpus_holdout118** (sealed74, the twenty-sixth session): one shop's month in date order by three families of
  chat models, written at the session's start by a helper who had read neither ``lang/`` nor any corpus, measured
  unread at the start (994463c) and at the end (aecc7c9, after the session's 222 rows made exact): **64.0 / 56.0 /
  64.0 %, silent 3 / 2 / 2, both times** — unmoved. Two of its silent kinds were taken after the end measure (stock
  "still on hand" ordered; "Update on the two open bills:" asking a bill).
- With the second opinion retrained on holdout118 two rows it had refused were let through as the rule stages
  read them, both now read by new passes, so no floor went down: holdout103 en-h3049 ("Paid, sir. Also please check
  B57, the amount is ₹600 more than the goods." had paid B57: ``lang.bill_checked`` disputes it) and holdout96
  hi-y9053 ("मंडी भाव से ₹3 किलो ऊपर दे दो" had offered the mandi's ₹32: ``lang.above_another`` refuses it). Breaker
  AV (threads, 32 triples) stays out of the corpora: a corpus needs 50 a language.
  Twenty-seventh session: sealed75 joins as corpus_holdout119; one floor went down: holdout71 en silent 0 → 1
  (x7036, "We'll take the rice at ₹39 but not the toor dal at ₹150", read as an offer at ₹39 where its writer has an
  accept — the second opinion had refused it until retrained on this session's corpora; of the labelled rows with
  "we'll take"/"le lenge" beside a price, 338 read exactly as offers, so the reader keeps the offer).
  Twenty-eighth session: sealed76 joins as corpus_holdout120; one floor went down: holdout78 hi silent 2 → 3
  (r9041, "O14 कम आया … बाकी 5 किलो कल की गाड़ी से भेज दीजिए", read as a delivery question about the rest where its
  writer has a dispute and an order — the second opinion had refused it until retrained; holdout46's writer reads
  the same "send the remaining 20 kg today" as that delivery question (r006, r029 in three languages), and a rule
  reading it as the dispute made those six silent, so the writers' conventions disagree and the rule is kept).
  Twenty-ninth session: sealed77 joins as corpus_holdout121; two floors went down, both rows the second opinion had
  refused until retrained on it (r9041 above is refused again): holdout48 hi silent 0 → 1 (q013, "तूर ₹138 में ले
  लेंगे — 20 किलो भेज दीजिए", read as an order at ₹138 where its writer has an accept and an order: the corpora
  disagree on "accept + order" against "order at the price", fixer C's count 13 rows) and holdout87 en silent 0 → 1
  (z9032, a "**Rates needed**" heading over three goods and a bill asked: only the bill is read — a rate heading over
  a list is not yet read as asked; left for the next session).
  Thirtieth session: sealed78 joins as corpus_holdout122 (untouched: 52 / 48 / 50 % exact, 4 / 5 / 4 silent at the
  start → 52 / 52 / 54 %, 4 / 5 / 4 at the end). No floor went down; r9041 above, refused until the second opinion
  was retrained on sealed78, reads again as the delivery question about the rest (holdout46's convention).
  Fixer H's z9032 fix ("Rates needed" over a list) lifted holdout87 en back.
  Thirty-first session: sealed79 joins as corpus_holdout123 (untouched: 62 / 56 / 56 % exact, 1 / 3 / 3 silent at
  the start → 62 / 60 / 60 %, 1 / 3 / 3 at the end). Two floors went down by one silent row each, rows the second
  opinion had refused until retrained on sealed79 and now lets through as the rule stages read them: holdout100
  en-b8060 (a "### Pending delivery / - **O44** – please confirm when this will be delivered." section under payments
  and a dispute: the delivery question is dropped) and holdout122 hi-i8019 (the onion offered "in place of the other
  15 kg" and refused is dropped beside the tomatoes taken). Both are left for the next session.
  Thirty-second session: sealed80 joins as corpus_holdout124 (untouched: 48 / 56 / 56 % exact, 7 / 4 / 4 silent at
  the start → 48 / 58 / 56 %, 7 / 4 / 4 at the end: the session's eight fixers moved text nobody had seen by one row).
  No floor went down; 114 (corpus × language) went up (185 of the 22,659 rows labelled at the start better, none worse).
  Thirty-third session: two sealed sets, written blind by two helpers at the start, join as corpus_holdout125
  (sealed81: untouched 66 / 56 / 56 % exact, 4 / 3 / 3 silent at the start and the end — six fixers moved it by no
  row) and corpus_holdout126 (sealed82: 56 / 62 / 62 %, 5 / 5 / 6 at the start → 54 / 62 / 62 %, 6 / 5 / 6 at the
  end: one English row more misread); with the second opinion retrained on them, holdout126 reads 4 / 5 / 5 silent
  in sample. No floor went down; 32 (corpus × language) went up (44 of the 22,809 rows labelled at the start better,
  none worse).
  Thirty-seventh session: sealed91–93 join as corpus_holdout135–137 (untouched, start → end: exact 62 / 62 / 64 → the
  same, 40 / 54 / 54 → 42 / 56 / 56, 64 / 50 / 52 → the same %; silent 4 / 6 / 5 → the same, 7 / 3 / 3 → 6 / 2 / 2,
  5 / 12 / 12 → the same). One floor went down: holdout78 en silent 1 → 2 (r9041 again, "Please send the remaining
  5 kg with tomorrow's van" read as the delivery question about the rest, holdout46's convention, where this gold has
  a dispute and an order; refused until the second opinion was retrained on sealed91–93).

- corpus_holdout144–146 (sealed100–102, 150 messages each), written blind on 6 Dec 2026 (fortieth session) by three
  helpers told to write what chat models would write (a Jaipur wedding season, a Bhopal monsoon, a Delhi manager
  writing from the phone): at the session's start (7e7248a) exact 84 / 90 / 86 %, 78 / 72 / 72 %, 84 / 86 / 84 %,
  silent 0 / 0 / 0, 2 / 1 / 1, 2 / 1 / 2; at its end, after fixers DR and DS and the speed helper DQ, untouched: every
  reading identical. The previous three blind sets (holdout141–143) had read 52.7 % exactly with 43 silent of 450:
  the blind figure moves with the writers more than with the reader.
- Forty-first session, helper FZ (the silent rows of every corpus, by kind; tests/test_reader_fz_kinds.py): the
  goods of an order asked after named "the 2 bori atta" / "2 bori aate wala" (holdout146), "baaki sab theek?" as
  small talk (holdout145), goods priced in a question then "Send it." refused as asked (holdout47); twelve golds
  changed, ``gold_changed`` in each row (holdout132 d7036 and holdout137 i7012: a cancel's quantity the message does
  not state; holdout88 j9026: a cancel by goods without an id; holdout78 r9057: a delivery question naming no order,
  as holdout46 r037). Floors of holdouts 47, 78, 88, 132, 137, 145 and 146 raised to match.

Issue 10's targets (exact >= 97%, silent <= 0.5% per language) are met on none of the corpora written after
the reader's dev sets: on text it has never seen the reader reads about four messages in five exactly and
misreads one in twenty to one in fifty silently (holdout19: 10 of 180; holdouts 24 and 25 on first reading: 1 and
7 of 180). These tests hold the measured figures as floors so the reader
cannot silently get worse; every corpus here is now development data, and the next honest figure needs a new
held-out set.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from test_reader_chat_corpus import score

HERE = Path(__file__).parent
MEASURED = {
    "corpus_holdout2": (80, {"en": 100.0, "hi": 100.0, "hinglish": 97.5}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout3": (50, {"en": 98.0, "hi": 98.0, "hinglish": 98.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout4": (80, {"en": 97.5, "hi": 100.0, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout5": (60, {"en": 98.3, "hi": 98.3, "hinglish": 96.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout6": (60, {"en": 96.6, "hi": 100.0, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout7": (60, {"en": 98.3, "hi": 100.0, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout8": (50, {"en": 96.0, "hi": 96.0, "hinglish": 98.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout9": (70, {"en": 100.0, "hi": 98.5, "hinglish": 97.1}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout10": (60, {"en": 98.3, "hi": 100.0, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout11": (60, {"en": 95.0, "hi": 96.6, "hinglish": 98.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout12": (60, {"en": 98.3, "hi": 98.3, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout13": (50, {"en": 92.0, "hi": 98.0, "hinglish": 98.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout14": (60, {"en": 91.6, "hi": 98.3, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout15": (60, {"en": 93.3, "hi": 95.0, "hinglish": 98.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout16": (60, {"en": 86.6, "hi": 95.0, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout17": (60, {"en": 95.0, "hi": 96.6, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout18": (60, {"en": 98.3, "hi": 98.3, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout19": (60, {"en": 96.6, "hi": 96.6, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout20": (60, {"en": 85.0, "hi": 95.0, "hinglish": 93.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout21": (60, {"en": 98.3, "hi": 98.3, "hinglish": 98.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout22": (60, {"en": 88.3, "hi": 91.6, "hinglish": 88.3}, {"en": 1, "hi": 0, "hinglish": 0}),  # s48 AC, goods acted on twice refused (lang.figure_accounting.TWICE): en-051, hi-050, hg-051
    "corpus_holdout23": (60, {"en": 95.0, "hi": 96.6, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout24": (60, {"en": 96.6, "hi": 95.0, "hinglish": 98.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout25": (60, {"en": 93.3, "hi": 95.0, "hinglish": 91.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout26": (60, {"en": 98.3, "hi": 95.0, "hinglish": 93.3}, {"en": 0, "hi": 1, "hinglish": 0}),
    "corpus_holdout27": (60, {"en": 95.0, "hi": 96.6, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout28": (60, {"en": 93.3, "hi": 98.3, "hinglish": 90.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout29": (60, {"en": 93.3, "hi": 90.0, "hinglish": 90.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout30": (50, {"en": 100.0, "hi": 100.0, "hinglish": 98.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout31": (60, {"en": 96.6, "hi": 96.6, "hinglish": 96.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout32": (60, {"en": 90.0, "hi": 88.3, "hinglish": 90.0}, {"en": 0, "hi": 0, "hinglish": 1}),
    "corpus_holdout33": (50, {"en": 100.0, "hi": 98.0, "hinglish": 98.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout34": (60, {"en": 98.3, "hi": 98.3, "hinglish": 96.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout35": (60, {"en": 95.0, "hi": 91.6, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout36": (60, {"en": 93.3, "hi": 100.0, "hinglish": 100.0}, {"en": 1, "hi": 0, "hinglish": 0}),
    "corpus_holdout37": (60, {"en": 95.0, "hi": 93.3, "hinglish": 96.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout38": (60, {"en": 88.3, "hi": 91.6, "hinglish": 88.3}, {"en": 0, "hi": 0, "hinglish": 1}),
    "corpus_holdout39": (60, {"en": 86.6, "hi": 88.3, "hinglish": 91.6}, {"en": 1, "hi": 1, "hinglish": 0}),
    "corpus_holdout40": (60, {"en": 95.0, "hi": 98.3, "hinglish": 98.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout41": (60, {"en": 93.3, "hi": 93.3, "hinglish": 88.3}, {"en": 0, "hi": 0, "hinglish": 1}),
    "corpus_holdout42": (60, {"en": 88.3, "hi": 95.0, "hinglish": 96.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout43": (60, {"en": 83.3, "hi": 95.0, "hinglish": 91.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout44": (60, {"en": 91.6, "hi": 95.0, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout45": (100, {"en": 91.0, "hi": 95.0, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout46": (80, {"en": 93.7, "hi": 93.7, "hinglish": 93.7}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout47": (103, {"en": 97.0, "hi": 96.1, "hinglish": 95.1}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout48": (60, {"en": 91.6, "hi": 86.6, "hinglish": 90.0}, {"en": 1, "hi": 0, "hinglish": 0}),
    "corpus_holdout49": (100, {"en": 99.0, "hi": 98.0, "hinglish": 98.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout50": (80, {"en": 97.5, "hi": 93.7, "hinglish": 93.7}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout51": (60, {"en": 88.3, "hi": 91.6, "hinglish": 90.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout52": (60, {"en": 93.3, "hi": 96.6, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout53": (60, {"en": 96.6, "hi": 95.0, "hinglish": 96.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout54": (60, {"en": 88.3, "hi": 90.0, "hinglish": 88.3}, {"en": 0, "hi": 1, "hinglish": 1}),
    "corpus_holdout55": (60, {"en": 98.3, "hi": 98.3, "hinglish": 98.3}, {"en": 1, "hi": 1, "hinglish": 1}),
    "corpus_holdout56": (60, {"en": 93.3, "hi": 96.6, "hinglish": 96.6}, {"en": 0, "hi": 0, "hinglish": 1}),  # s44 retraining: hl-n033 let through
    "corpus_holdout57": (60, {"en": 96.6, "hi": 95.0, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout58": (50, {"en": 92.0, "hi": 100.0, "hinglish": 94.0}, {"en": 1, "hi": 0, "hinglish": 0}),  # s50's retraining: en-f002 no longer refused, read as an order of 100 kg at ₹38.50 where the gold accepts ₹38.50 and orders 100 kg (the desk acts alike)
    "corpus_holdout59": (60, {"en": 85.0, "hi": 93.3, "hinglish": 90.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout60": (50, {"en": 96.0, "hi": 96.0, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout61": (60, {"en": 90.0, "hi": 88.3, "hinglish": 85.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout62": (60, {"en": 96.6, "hi": 96.6, "hinglish": 96.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout63": (50, {"en": 90.0, "hi": 90.0, "hinglish": 92.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout64": (50, {"en": 100.0, "hi": 100.0, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout65": (50, {"en": 86.0, "hi": 94.0, "hinglish": 96.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout66": (50, {"en": 80.0, "hi": 70.0, "hinglish": 70.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout67": (60, {"en": 98.3, "hi": 100.0, "hinglish": 98.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout68": (60, {"en": 96.6, "hi": 98.3, "hinglish": 98.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout69": (60, {"en": 91.6, "hi": 95.0, "hinglish": 96.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout70": (60, {"en": 90.0, "hi": 93.3, "hinglish": 93.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout71": (60, {"en": 100.0, "hi": 98.3, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout72": (60, {"en": 93.3, "hi": 91.6, "hinglish": 91.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout73": (60, {"en": 83.3, "hi": 83.3, "hinglish": 83.3}, {"en": 0, "hi": 1, "hinglish": 1}),
    "corpus_holdout74": (60, {"en": 81.6, "hi": 83.3, "hinglish": 81.6}, {"en": 1, "hi": 2, "hinglish": 2}),
    "corpus_holdout75": (50, {"en": 98.0, "hi": 98.0, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout76": (60, {"en": 100.0, "hi": 96.6, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout77": (60, {"en": 83.3, "hi": 78.3, "hinglish": 80.0}, {"en": 1, "hi": 1, "hinglish": 1}),
    "corpus_holdout78": (60, {"en": 85.0, "hi": 83.3, "hinglish": 83.3}, {"en": 1, "hi": 1, "hinglish": 1}),  # s41 retraining: hl-r9041 (a short delivery's rest asked sent) read as a delivery question; s45's: hi-r9041 the same; s47's: en-r9041 the same
    "corpus_holdout79": (50, {"en": 98.0, "hi": 96.0, "hinglish": 98.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout80": (60, {"en": 90.0, "hi": 91.6, "hinglish": 91.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout81": (60, {"en": 86.6, "hi": 85.0, "hinglish": 85.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout82": (60, {"en": 96.6, "hi": 98.3, "hinglish": 96.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout83": (60, {"en": 80.0, "hi": 81.6, "hinglish": 81.6}, {"en": 0, "hi": 2, "hinglish": 1}),
    "corpus_holdout84": (60, {"en": 93.3, "hi": 93.3, "hinglish": 93.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout85": (60, {"en": 93.3, "hi": 95.0, "hinglish": 98.3}, {"en": 0, "hi": 1, "hinglish": 0}),
    "corpus_holdout86": (60, {"en": 98.3, "hi": 95.0, "hinglish": 98.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout87": (50, {"en": 96.0, "hi": 92.0, "hinglish": 92.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout88": (60, {"en": 88.3, "hi": 91.6, "hinglish": 91.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout89": (60, {"en": 83.3, "hi": 85.0, "hinglish": 85.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout90": (60, {"en": 81.6, "hi": 78.3, "hinglish": 76.6}, {"en": 0, "hi": 0, "hinglish": 1}),  # s45's second retraining: hl-m9022 (an offer of 40 kg onion at ₹32) let through
    "corpus_holdout91": (60, {"en": 90.0, "hi": 93.3, "hinglish": 93.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout92": (60, {"en": 91.6, "hi": 100.0, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout93": (50, {"en": 94.0, "hi": 94.0, "hinglish": 94.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout94": (60, {"en": 85.0, "hi": 90.0, "hinglish": 85.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout95": (60, {"en": 88.3, "hi": 90.0, "hinglish": 90.0}, {"en": 0, "hi": 1, "hinglish": 1}),
    "corpus_holdout96": (60, {"en": 70.0, "hi": 63.3, "hinglish": 63.3}, {"en": 0, "hi": 1, "hinglish": 2}),
    "corpus_holdout97": (60, {"en": 90.0, "hi": 88.3, "hinglish": 88.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout98": (50, {"en": 94.0, "hi": 96.0, "hinglish": 96.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout99": (60, {"en": 93.3, "hi": 95.0, "hinglish": 93.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout100": (60, {"en": 76.6, "hi": 78.3, "hinglish": 76.6}, {"en": 1, "hi": 0, "hinglish": 0}),  # s47 retraining: en-b8046 (sugar at ₹46 declined in a summary after a rice offer) read as an offer at ₹46
    "corpus_holdout101": (60, {"en": 90.0, "hi": 95.0, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout102": (60, {"en": 78.3, "hi": 95.0, "hinglish": 95.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout103": (60, {"en": 90.0, "hi": 90.0, "hinglish": 91.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout104": (60, {"en": 86.6, "hi": 83.3, "hinglish": 86.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout105": (60, {"en": 86.6, "hi": 96.6, "hinglish": 96.6}, {"en": 1, "hi": 0, "hinglish": 0}),
    "corpus_holdout106": (50, {"en": 92.0, "hi": 100.0, "hinglish": 98.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout107": (50, {"en": 90.0, "hi": 94.0, "hinglish": 94.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout108": (60, {"en": 95.0, "hi": 91.6, "hinglish": 93.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout109": (60, {"en": 81.6, "hi": 83.3, "hinglish": 83.3}, {"en": 2, "hi": 2, "hinglish": 2}),
    "corpus_holdout110": (60, {"en": 95.0, "hi": 96.6, "hinglish": 96.6}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout111": (60, {"en": 91.6, "hi": 95.0, "hinglish": 93.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout112": (60, {"en": 96.6, "hi": 100.0, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout113": (64, {"en": 96.8, "hi": 98.4, "hinglish": 98.4}, {"en": 1, "hi": 0, "hinglish": 0}),
    "corpus_holdout114": (60, {"en": 81.6, "hi": 85.0, "hinglish": 88.3}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout115": (60, {"en": 86.6, "hi": 80.0, "hinglish": 80.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout116": (50, {"en": 92.0, "hi": 92.0, "hinglish": 94.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout117": (50, {"en": 96.0, "hi": 90.0, "hinglish": 94.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout118": (50, {"en": 80.0, "hi": 76.0, "hinglish": 82.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout119": (50, {"en": 92.0, "hi": 88.0, "hinglish": 90.0}, {"en": 0, "hi": 1, "hinglish": 0}),
    "corpus_holdout120": (50, {"en": 86.0, "hi": 86.0, "hinglish": 88.0}, {"en": 0, "hi": 1, "hinglish": 1}),
    "corpus_holdout121": (50, {"en": 76.0, "hi": 78.0, "hinglish": 78.0}, {"en": 2, "hi": 0, "hinglish": 0}),
    "corpus_holdout122": (50, {"en": 74.0, "hi": 76.0, "hinglish": 76.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout123": (50, {"en": 74.0, "hi": 74.0, "hinglish": 76.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout124": (50, {"en": 68.0, "hi": 74.0, "hinglish": 72.0}, {"en": 2, "hi": 2, "hinglish": 2}),
    "corpus_holdout125": (50, {"en": 72.0, "hi": 62.0, "hinglish": 62.0}, {"en": 3, "hi": 2, "hinglish": 2}),
    "corpus_holdout126": (50, {"en": 70.0, "hi": 80.0, "hinglish": 80.0}, {"en": 1, "hi": 0, "hinglish": 0}),  # s47 retraining: en-k8039 (poha not wanted in place of suji, the suji cancelled) read as poha cancelled from O6
    "corpus_holdout127": (50, {"en": 80.0, "hi": 80.0, "hinglish": 82.0}, {"en": 2, "hi": 2, "hinglish": 2}),
    "corpus_holdout128": (50, {"en": 78.0, "hi": 78.0, "hinglish": 76.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # s48 AC, goods acted on twice refused (lang.figure_accounting.TWICE): en-o9030
    "corpus_probes34": (50, {"en": 64.0, "hi": 64.0, "hinglish": 60.0}, {"en": 8, "hi": 8, "hinglish": 9}),
    "corpus_holdout129": (50, {"en": 82.0, "hi": 82.0, "hinglish": 84.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout130": (50, {"en": 76.0, "hi": 76.0, "hinglish": 72.0}, {"en": 1, "hi": 0, "hinglish": 0}),  # en-b7015: a rule misreading the second opinion let through from s43's retraining
    "corpus_holdout131": (50, {"en": 78.0, "hi": 84.0, "hinglish": 84.0}, {"en": 2, "hi": 1, "hinglish": 1}),
    "corpus_holdout132": (50, {"en": 70.0, "hi": 74.0, "hinglish": 72.0}, {"en": 0, "hi": 0, "hinglish": 0}),
    "corpus_holdout133": (50, {"en": 76.0, "hi": 76.0, "hinglish": 74.0}, {"en": 1, "hi": 1, "hinglish": 1}),
    "corpus_holdout134": (50, {"en": 62.0, "hi": 66.0, "hinglish": 68.0}, {"en": 2, "hi": 0, "hinglish": 1}),
    "corpus_holdout135": (50, {"en": 70.0, "hi": 74.0, "hinglish": 74.0}, {"en": 2, "hi": 2, "hinglish": 1}),  # s40 retraining: hl-g7045 read as its en and hi are; s41: hi-g7010
    "corpus_holdout136": (50, {"en": 56.0, "hi": 62.0, "hinglish": 62.0}, {"en": 1, "hi": 2, "hinglish": 2}),
    "corpus_holdout137": (50, {"en": 76.0, "hi": 66.0, "hinglish": 68.0}, {"en": 0, "hi": 2, "hinglish": 2}),  # s48 AC, goods acted on twice refused (lang.figure_accounting.TWICE): en-i7042, hi-i7042, hl-i7042
    "corpus_holdout138": (50, {"en": 64.0, "hi": 66.0, "hinglish": 64.0}, {"en": 1, "hi": 0, "hinglish": 0}),  # s40 DS
    "corpus_holdout139": (50, {"en": 68.0, "hi": 72.0, "hinglish": 70.0}, {"en": 2, "hi": 2, "hinglish": 2}),
    "corpus_holdout140": (50, {"en": 62.0, "hi": 70.0, "hinglish": 70.0}, {"en": 3, "hi": 1, "hinglish": 1}),  # s48 AC, goods acted on twice refused (lang.figure_accounting.TWICE): en-l7020, hi-l7020, hl-l7020
    "corpus_holdout141": (50, {"en": 54.0, "hi": 66.0, "hinglish": 68.0}, {"en": 3, "hi": 2, "hinglish": 2}),  # s40 DR
    "corpus_holdout142": (50, {"en": 50.0, "hi": 52.0, "hinglish": 52.0}, {"en": 1, "hi": 1, "hinglish": 1}),  # s40 DR; s50's retraining: en-n7002 "ghee rate pls. desi ghee 1 litre pack, need 24 litre" no longer refused, read as an order of 24 l (a regression left: the desk orders where the gold asks the rate)
    "corpus_holdout143": (50, {"en": 72.0, "hi": 70.0, "hinglish": 68.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # s40 DS
    "corpus_holdout144": (50, {"en": 84.0, "hi": 90.0, "hinglish": 86.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # sealed100
    "corpus_holdout145": (50, {"en": 80.0, "hi": 74.0, "hinglish": 74.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # sealed101
    "corpus_holdout146": (50, {"en": 86.0, "hi": 88.0, "hinglish": 86.0}, {"en": 1, "hi": 0, "hinglish": 0}),  # sealed102
    "corpus_holdout147": (50, {"en": 86.0, "hi": 88.0, "hinglish": 82.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # sealed103
    "corpus_holdout148": (50, {"en": 92.0, "hi": 86.0, "hinglish": 86.0}, {"en": 0, "hi": 1, "hinglish": 1}),  # sealed104
    "corpus_holdout149": (50, {"en": 84.0, "hi": 90.0, "hinglish": 88.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # sealed105; s48 AC, goods acted on twice refused (lang.figure_accounting.TWICE): en-u77021, hi-u77021, hl-u77021
    "corpus_holdout150": (50, {"en": 76.0, "hi": 70.0, "hinglish": 74.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # dev150 (s42 FE)
    "corpus_holdout151": (50, {"en": 82.0, "hi": 86.0, "hinglish": 88.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # dev151 (s42 FE); s48 AC, goods acted on twice refused (lang.figure_accounting.TWICE): en-a78030, hi-a78030, hl-a78030
    "corpus_holdout152": (50, {"en": 86.0, "hi": 82.0, "hinglish": 80.0}, {"en": 1, "hi": 1, "hinglish": 1}),  # sealed106
    "corpus_holdout153": (50, {"en": 78.0, "hi": 76.0, "hinglish": 76.0}, {"en": 1, "hi": 0, "hinglish": 0}),  # sealed107 (hi-w77014 read since s42 end); s48 AC: hl-w77041 silent → refused (goods acted on twice)
    "corpus_holdout154": (50, {"en": 84.0, "hi": 76.0, "hinglish": 76.0}, {"en": 1, "hi": 2, "hinglish": 2}),  # sealed108
    "corpus_holdout155": (50, {"en": 80.0, "hi": 78.0, "hinglish": 74.0}, {"en": 1, "hi": 1, "hinglish": 1}),  # sealed109
    "corpus_holdout156": (50, {"en": 78.0, "hi": 70.0, "hinglish": 74.0}, {"en": 1, "hi": 1, "hinglish": 1}),  # sealed110 (en-b2039: a rule misreading let through from s43's retraining)
    "corpus_holdout157": (50, {"en": 88.0, "hi": 90.0, "hinglish": 88.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # sealed111
    "corpus_holdout158": (50, {"en": 74.0, "hi": 70.0, "hinglish": 74.0}, {"en": 2, "hi": 3, "hinglish": 3}),  # sealed112 (hl-e2049: let through by s44's retraining)
    "corpus_holdout159": (50, {"en": 92.0, "hi": 96.0, "hinglish": 96.0}, {"en": 2, "hi": 0, "hinglish": 1}),  # sealed113
    "corpus_holdout160": (50, {"en": 88.0, "hi": 92.0, "hinglish": 92.0}, {"en": 1, "hi": 1, "hinglish": 1}),  # sealed114
    "corpus_probes44": (55, {"en": 94.5, "hi": 89.0, "hinglish": 89.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # s44 RB's probes
    "corpus_probes46": (21, {"en": 90.4, "hi": 95.2, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # s46 RA's probes
    "corpus_probes50_hd": (50, {"en": 62.0, "hi": 60.0, "hinglish": 62.0}, {"en": 1, "hi": 2, "hinglish": 1}),  # s50 FIXC: silent e3003 (accept of the quoted prices under "Ok." + order), hi-e3002 (rice dropped in the quote's context read); start 60/60/60 %, silent 2/2/2
    "corpus_probes50_hf": (50, {"en": 76.0, "hi": 74.0, "hinglish": 76.0}, {"en": 1, "hi": 1, "hinglish": 1}),  # s50 FIXC: silent f3006 (a bori's lot price read per kg, no count); start 70/70/74 %, silent 4/3/3
    "corpus_probes50_try": (6, {"en": 100.0, "hi": 100.0, "hinglish": 100.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # s50 TRY: a fake-manager run's mails; start 33/33/50 %, silent 2/2/1
    "corpus_probes50_hg": (50, {"en": 76.0, "hi": 82.0, "hinglish": 86.0}, {"en": 1, "hi": 1, "hinglish": 3}),  # s50 FIXD: silent g3041 (a return of another day said first: holdout26's gold bills the net), hl-g3012 (curd's refusal dropped), hl-g3028; start 60/74/76 %, silent 7/5/8 (g3024, g3027 golds corrected)
    "corpus_probes50_hh": (50, {"en": 62.0, "hi": 60.0, "hinglish": 62.0}, {"en": 4, "hi": 5, "hinglish": 5}),  # s50 FIXD: silent en-h3002 (rates asked for a list 'delivered to our shop', ordered), hi/hl-h3014 (atta offer read as accept), h3003/4/8/15/27/45 (desk alike); start 62/60/62 %, silent 4/5/5
    "corpus_probes51_ca": (50, {"en": 58.0, "hi": 66.0, "hinglish": 72.0}, {"en": 3, "hi": 3, "hinglish": 1}),  # s51 CONTEXT: figures in context (quotes, statements, recaps, rate lists); start (main at 3beed450) 52/58/64 %, silent 6/6/5
    "corpus_probes51_cb": (50, {"en": 92.0, "hi": 90.0, "hinglish": 86.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # s51 CONTEXT + FIXCB (+ the retrained second opinion): changes to open orders, counts like money; start (main at 3beed450) 78/68/66 %, silent 1/4/5
    "corpus_probes51_try": (73, {"en": 98.6, "hi": 98.6, "hinglish": 98.6}, {"en": 0, "hi": 0, "hinglish": 0}),  # s51 TRYFIXB + QUOTE: a fake manager's ablation mails (priced list "पक्का करके भेजिए", a refusal beside a cancel, two accepts each with a bare count, a quote below the signature); start 72.6/57.5/72.6 %, silent 3/15/4; 070 still refused
    "corpus_probes52_ta": (50, {"en": 72.0, "hi": 74.0, "hinglish": 72.0}, {"en": 3, "hi": 2, "hinglish": 2}),  # s52 TABLE (+ DESK, TALK, PARITY and the retrained second opinion): goods in markdown tables and lists; start (main at 866116aa) 54/60/58 %, silent 5/3/1; the retraining let s3042 "Eggs – cancel" (no_id) and en/hl-s3034 (an empty Qty column) through as silent; left silent: s3002/s3007 remarks-cell price asks (s52-desk's kind), s3005 accept of a quoted rate table under "Ok, send as below" (desk alike), hi-s3034 an empty Qty column read as rates asked
    "corpus_probes52_pt": (50, {"en": 88.0, "hi": 84.0, "hinglish": 84.0}, {"en": 0, "hi": 1, "hinglish": 1}),  # s52 TALK (+ the retrained second opinion): side talk beside the request (payment terms, promises, rivals' prices, own sales, schemes); start (main at 866116aa) 62/62/60 %, silent 3/2/2; hi/hl-t3030 still silent (a lot's quoted price)
    "corpus_probes53_sc": (50, {"en": 96.0, "hi": 94.0, "hinglish": 92.0}, {"en": 1, "hi": 0, "hinglish": 0}),  # hinglish 94 → 92 at session 54's retraining (hl-y3027 refused .also: the acceptance check's 'newly refused', accepted); s53 SCAFFOLD: messages inside agent scaffolding (ReAct, fenced and JSON tool calls, think blocks, drafts, notes not sent; lang.sent_message); start (main at 758604ff) 82/80/76 %, silent 2/0/0; left silent: en-y3038 (a rate said agreed beside a dispute, read as an accept too; desk alike); left refused: y3031 (₹130/kg after two goods), hi-y3020/hl-y3020, hi-y3027 (O4 beside B4), hi/hl-y3032, hl-y3013 — none scaffolding
    "corpus_holdout161": (50, {"en": 92.0, "hi": 88.0, "hinglish": 88.0}, {"en": 0, "hi": 1, "hinglish": 1}),  # sealed115
    "corpus_holdout162": (50, {"en": 80.0, "hi": 74.0, "hinglish": 76.0}, {"en": 0, "hi": 1, "hinglish": 1}),  # sealed116
    "corpus_holdout163": (50, {"en": 84.0, "hi": 74.0, "hinglish": 72.0}, {"en": 0, "hi": 1, "hinglish": 0}),  # sealed117
    "corpus_holdout164": (50, {"en": 84.0, "hi": 78.0, "hinglish": 80.0}, {"en": 0, "hi": 2, "hinglish": 2}),  # sealed118
    "corpus_holdout165": (50, {"en": 86.0, "hi": 78.0, "hinglish": 80.0}, {"en": 0, "hi": 0, "hinglish": 1}),  # sealed119
    "corpus_holdout166": (50, {"en": 86.0, "hi": 82.0, "hinglish": 84.0}, {"en": 2, "hi": 1, "hinglish": 1}),  # sealed120
    "corpus_holdout167": (50, {"en": 84.0, "hi": 66.0, "hinglish": 68.0}, {"en": 1, "hi": 1, "hinglish": 1}),  # sealed121
    "corpus_holdout168": (50, {"en": 80.0, "hi": 90.0, "hinglish": 86.0}, {"en": 2, "hi": 0, "hinglish": 0}),  # sealed122
    "corpus_holdout169": (50, {"en": 96.0, "hi": 88.0, "hinglish": 90.0}, {"en": 1, "hi": 1, "hinglish": 1}),  # sealed123
    "corpus_holdout170": (50, {"en": 80.0, "hi": 78.0, "hinglish": 76.0}, {"en": 1, "hi": 1, "hinglish": 3}),  # sealed124
    "corpus_holdout171": (50, {"en": 80.0, "hi": 80.0, "hinglish": 76.0}, {"en": 1, "hi": 2, "hinglish": 3}),  # sealed125
    "corpus_holdout172": (50, {"en": 76.0, "hi": 74.0, "hinglish": 74.0}, {"en": 3, "hi": 1, "hinglish": 1}),  # sealed126
    "corpus_holdout173": (50, {"en": 94.0, "hi": 94.0, "hinglish": 94.0}, {"en": 0, "hi": 1, "hinglish": 1}),  # sealed127
    "corpus_holdout174": (50, {"en": 94.0, "hi": 96.0, "hinglish": 90.0}, {"en": 0, "hi": 0, "hinglish": 0}),  # sealed128
    "corpus_holdout175": (50, {"en": 86.0, "hi": 82.0, "hinglish": 86.0}, {"en": 1, "hi": 2, "hinglish": 1}),  # sealed129
    "corpus_holdout176": (50, {"en": 70.0, "hi": 68.0, "hinglish": 66.0}, {"en": 2, "hi": 2, "hinglish": 1}),  # sealed130 (blind: 70/66/64, silent 3/2/1)
    "corpus_holdout177": (50, {"en": 66.0, "hi": 58.0, "hinglish": 66.0}, {"en": 3, "hi": 2, "hinglish": 1}),  # sealed131 (blind: 66/58/66, silent 4/2/1)
    "corpus_holdout178": (50, {"en": 64.0, "hi": 64.0, "hinglish": 62.0}, {"en": 2, "hi": 1, "hinglish": 1}),  # sealed132 (blind: 64/64/62, silent 2/1/1)
    "corpus_holdout179": (50, {"en": 80.0, "hi": 82.0, "hinglish": 82.0}, {"en": 0, "hi": 1, "hinglish": 1}),  # sealed133 (blind at the start and end: 78/82/82, silent 0/1/1)
    "corpus_holdout180": (50, {"en": 82.0, "hi": 78.0, "hinglish": 70.0}, {"en": 1, "hi": 2, "hinglish": 3}),  # sealed134 (blind: 78/76/70, silent 2/2/3 at the start; 80/76/70, silent 1/2/3 at the end)
    "corpus_holdout181": (50, {"en": 68.0, "hi": 66.0, "hinglish": 66.0}, {"en": 1, "hi": 3, "hinglish": 4}),  # sealed135 (blind: 66/62/62, silent 1/4/4 at the start; 68/66/66, silent 1/4/4 at the end)
    "corpus_holdout182": (50, {"en": 70.0, "hi": 58.0, "hinglish": 62.0}, {"en": 5, "hi": 2, "hinglish": 3}),  # sealed136 (blind: 68/58/62, silent 5/2/3 at the start and at the end)
    "corpus_holdout183": (50, {"en": 72.0, "hi": 74.0, "hinglish": 74.0}, {"en": 1, "hi": 1, "hinglish": 1}),  # sealed137 (blind: 72/74/74, silent 1/1/1 at the start and at the end)
    "corpus_holdout184": (50, {"en": 82.0, "hi": 86.0, "hinglish": 86.0}, {"en": 2, "hi": 1, "hinglish": 1}),  # sealed138 (blind: 80/84/86, silent 2/1/1 at the start; 82/84/86, silent 2/1/1 at the end)
    "corpus_holdout185": (50, {"en": 76.0, "hi": 68.0, "hinglish": 72.0}, {"en": 1, "hi": 1, "hinglish": 0}),  # sealed139 (blind: 74/68/70, silent 1/1/1 at the start and at the end; after the retraining 76/68/72, 1/1/0)
    "corpus_holdout186": (50, {"en": 54.0, "hi": 58.0, "hinglish": 56.0}, {"en": 1, "hi": 0, "hinglish": 2}),  # sealed140 (blind: 52/54/54, silent 2/0/2 at the start; 54/54/54, 2/0/2 at the end; after the retraining 54/58/56, 1/0/2)
    "corpus_holdout187": (50, {"en": 52.0, "hi": 60.0, "hinglish": 54.0}, {"en": 3, "hi": 2, "hinglish": 3}),  # sealed141 (blind: 52/58/52, silent 3/3/4 at the start and at the end; after the retraining 52/60/54, 3/2/3)
    "corpus_holdout188": (50, {"en": 58.0, "hi": 60.0, "hinglish": 60.0}, {"en": 3, "hi": 3, "hinglish": 3}),  # sealed142 (blind: 56/60/60, silent 3/3/3 at the start and at the end; after the retraining 58/60/60, 3/3/3)
    "corpus_holdout189": (50, {"en": 70.0, "hi": 74.0, "hinglish": 70.0}, {"en": 1, "hi": 2, "hinglish": 0}),  # sealed143 (blind: 70/72/66, silent 0/1/0 at the start; 72/74/68 at the end; after the retraining 70/74/70, 1/2/0: en/hi-a4041, gold contradictory, let through)
    "corpus_holdout190": (50, {"en": 52.0, "hi": 44.0, "hinglish": 44.0}, {"en": 3, "hi": 3, "hinglish": 3}),  # sealed144 (blind: 52/42/40, silent 3/3/3 at the start; 52/42/42 at the end; after the retraining 52/44/44, 3/3/3)
    "corpus_holdout191": (50, {"en": 74.0, "hi": 80.0, "hinglish": 80.0}, {"en": 0, "hi": 1, "hinglish": 0}),  # sealed145 (blind: 72/76/74, silent 0/1/0 at the start; 72/78/76, 0/1/0 at the end; after the retraining 74/80/80, 0/1/0)
    "corpus_holdout192": (50, {"en": 52.0, "hi": 52.0, "hinglish": 46.0}, {"en": 2, "hi": 2, "hinglish": 3}),  # sealed146 (blind: 52/52/46, silent 2/3/5 at the start and at the end; after the retraining 52/52/46, 2/2/3)
    "corpus_holdout193": (50, {"en": 84.0, "hi": 64.0, "hinglish": 78.0}, {"en": 2, "hi": 1, "hinglish": 1}),  # sealed147 (blind: 82/62/78, silent 2/3/2 at the start; 84/64/78, 2/3/2 at the end; after the retraining 84/64/78, 2/1/0; session 56's retraining let hl-e4027 through, refused before, the desk's act the same: silent hinglish 1)
    "corpus_holdout194": (50, {"en": 84.0, "hi": 80.0, "hinglish": 82.0}, {"en": 0, "hi": 1, "hinglish": 0}),  # sealed148 (blind: 84/80/82, silent 0/1/0 at the start and at the end; after the retraining the same)
    "corpus_holdout195": (50, {"en": 62.0, "hi": 56.0, "hinglish": 58.0}, {"en": 1, "hi": 1, "hinglish": 1}),  # sealed149 (blind: 60/56/58, silent 1/1/1 at the start and at the end; after the retraining 62/56/58, 1/1/1)
    "corpus_holdout196": (50, {"en": 80.0, "hi": 70.0, "hinglish": 70.0}, {"en": 0, "hi": 2, "hinglish": 2}),  # sealed150 (blind: 78/70/70, silent 1/1/2 at the start and at the end; after the retraining 80/70/70, 0/2/2)
}


#: How many of the newest held-out corpora (by number) the suite reads whole. The older ones are read by
#: ``benchmarks/reader_floors.py`` against the same floors, which ``.ci/run`` runs after README's test command: reading
#: all 171 corpora here was about 125 s of the suite's CPU (28,000 readings, 7 Dec 2026), the suite's largest cost,
#: for corpora that are development data already and that change only when the reader does.
#: ``python benchmarks/suite_cpu.py -- -n 0 -p no:randomly`` on the files that read them (7 Dec 2026, 2-core machine at
#: load 17-21): 172.8 s of CPU before (this file, ``_b``, ``_c`` and test_reader_holdout.py at bc703017), 14.7 s after.
#: Session 50: the newest three (was nine), so that README's test command stays under 5 minutes; the six more corpora
#: went to the benchmark.
IN_SUITE = 3


def held_out_number(name: str) -> int | None:
    """The number of a held-out corpus folder: ``corpus_holdout`` (the first, unnumbered) is 1, ``corpus_holdoutN``
    is N; None for any other name (``corpus_probes34``)."""
    if name == "corpus_holdout":
        return 1
    rest = name.removeprefix("corpus_holdout")
    return int(rest) if rest != name and rest.isdigit() else None


def held_out_folders() -> list[str]:
    """Every ``tests/corpus_holdout*`` folder's name, oldest (lowest number) first."""
    names = [p.name for p in HERE.glob("corpus_holdout*") if p.is_dir() and held_out_number(p.name) is not None]
    return sorted(names, key=held_out_number)


def in_suite() -> list[str]:
    """The corpora this file reads whole: the newest IN_SUITE held-out folders and MEASURED's probes corpora."""
    return held_out_folders()[-IN_SUITE:] + sorted(c for c in MEASURED if held_out_number(c) is None)


def in_benchmark() -> list[str]:
    """The held-out folders ``benchmarks/reader_floors.py`` reads: every one older than the newest IN_SUITE."""
    return held_out_folders()[:-IN_SUITE]


def floors() -> dict[str, tuple[int, dict[str, float], dict[str, int]]]:
    """``{corpus: (messages a language, {lang: exact % floor}, {lang: most silent misreadings})}``: MEASURED and the
    first held-out corpus's floors (kept in ``tests/test_reader_holdout.py`` with its history)."""
    from test_reader_holdout import MEASURED_EXACT_PCT, MEASURED_SILENT, MESSAGES
    return {"corpus_holdout": (MESSAGES, MEASURED_EXACT_PCT, MEASURED_SILENT), **MEASURED}


def below_floor(corpus: str, lang: str, s: dict, floor: tuple[int, dict[str, float], dict[str, int]]) -> str | None:
    """What of ``floor`` the score ``s`` (``test_reader_chat_corpus.score``'s per-language dict) of ``corpus`` in
    ``lang`` breaks — another message count, an exact share (per cent) under the floor, more silent misreadings
    than it allows — as one line; None when it holds."""
    n, exact, silent = floor
    broken = []
    if s["n"] != n:
        broken.append(f"{s['n']} messages, not {n}")
    if 100 * s["exact"] / max(s["n"], 1) < exact[lang]:
        broken.append(f"exact {s['exact']}/{s['n']} = {100 * s['exact'] / max(s['n'], 1):.1f} % < {exact[lang]} %")
    if s["silent"] > silent[lang]:
        broken.append(f"silent {s['silent']} > {silent[lang]}")
    return f"{corpus} {lang}: " + "; ".join(broken) if broken else None


def missed_rows(s: dict) -> list[str]:
    """Every row of a score ``s`` not read exactly, silent misreadings first: id, text, expected (gold) and got."""
    def silent(m) -> bool:
        return not isinstance(m[3], str)  # a reading acted on (its rows), not a refusal's reason
    return [f"  {'SILENT ' if silent(m) else 'refused'} {m[0]}: {m[1]!r}\n      expected: {m[2]}\n      got:      {m[3]}"
            for m in sorted(s["misses"], key=lambda m: not silent(m))]


@pytest.fixture(scope="module")
def scores():
    from lang.reader import read_message
    from market.catalogue import load_catalogue
    cat = load_catalogue()
    return {name: score(read_message, cat, HERE / name) for name in in_suite()}


@pytest.mark.parametrize("corpus", in_suite())
@pytest.mark.parametrize("lang", ["en", "hi", "hinglish"])
def test_later_holdouts_read_no_worse_than_measured(scores, corpus, lang):
    broken = below_floor(corpus, lang, scores[corpus][lang], floors()[corpus])
    assert broken is None, "\n".join([broken, *missed_rows(scores[corpus][lang])])


def _benchmark():
    import importlib.util
    spec = importlib.util.spec_from_file_location("reader_floors", HERE.parent / "benchmarks" / "reader_floors.py")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


def test_every_held_out_folder_is_read_by_the_suite_or_by_benchmarks_reader_floors():
    """A corpus added, or one that ages out of the newest three, cannot fall between the two: every held-out folder
    has floors and is read by exactly one of them; the suite's held-out corpora are the newest three."""
    on_disk = held_out_folders()
    suite = [c for c in in_suite() if held_out_number(c) is not None]
    bench = _benchmark().corpora()
    assert sorted(suite + bench) == sorted(on_disk) and not set(suite) & set(bench)
    assert len(suite) == IN_SUITE and min(map(held_out_number, suite)) > max(map(held_out_number, bench))
    assert set(on_disk) <= set(floors()), sorted(set(on_disk) - set(floors()))
    assert all((HERE / c).is_dir() for c in floors()), sorted(c for c in floors() if not (HERE / c).is_dir())
    assert "corpus_holdout" in bench and "corpus_holdout2" in bench


def test_a_floor_broken_is_told_with_each_row_missed():
    s = {"n": 50, "exact": 47, "silent": 2,
         "misses": [("en-x1", "Send 20 kg rice", ["gold"], "no_item: which goods?"),
                    ("en-x2", "Sugar ₹40", ["gold2"], [("offer", "sugar-1kg")]),
                    ("en-x3", "Atta 5 bag", ["gold3"], [("order", "atta-5kg")])]}
    assert below_floor("c", "en", s, (50, {"en": 94.0}, {"en": 2})) is None
    assert below_floor("c", "en", s, (50, {"en": 96.0}, {"en": 2})) == "c en: exact 47/50 = 94.0 % < 96.0 %"
    assert below_floor("c", "en", s, (51, {"en": 90.0}, {"en": 1})) == "c en: 50 messages, not 51; silent 2 > 1"
    rows = missed_rows(s)
    assert [r.split(":")[0].split()[-1] for r in rows] == ["en-x2", "en-x3", "en-x1"]  # silent ones first
    assert "'Sugar ₹40'" in rows[0] and "expected: ['gold2']" in rows[0] and "got:      [('offer'" in rows[0]


def test_benchmarks_reader_floors_fails_and_names_the_rows_when_the_reader_is_broken(monkeypatch, capsys):
    """The benchmark run as CI runs it (one corpus, in this process), on a reader that refuses everything: exit 1,
    each (corpus, language) below its floor named, and a row of it with its text, expected and got."""
    import test_reader_chat_corpus
    from lang import reader

    class Refused:
        readable, intents, reason = False, [], "no_intent: broken on purpose"

    monkeypatch.setattr(reader, "read_message", lambda text, catalogue, **kw: Refused())
    monkeypatch.setattr(test_reader_chat_corpus, "counter_reader", lambda: None)
    rc = _benchmark().main(["--corpora", "corpus_holdout2", "--jobs", "1"])
    out = capsys.readouterr().out
    assert rc == 1
    for lang in ("en", "hi", "hinglish"):
        assert f"corpus_holdout2 {lang}: exact 12/80 = 15.0 % < " in out  # (its 12 unreadable rows: refused is right)
    first = test_reader_chat_corpus.load("en", HERE / "corpus_holdout2")[0]
    assert repr(first["text"]) in out and "no_intent: broken on purpose" in out
