"""Goods asked to be sent at a price under the supplier's quoted one: "This time please send 25 kg rice at ₹36/kg."
under "> Rice ₹38/kg", "इस बार कृपया 25 किलो चावल ₹36 किलो के भाव से भेजिए।", "Is baar 10 kilo masoor daal ₹82 kilo ke
hisaab se bhejiye" under last time's bill at ₹88 (sealed holdouts 90 and 92, all three languages).

Goods *taken* at a price the quote does not give ("Rin ₹9.20 me 4 darjan lenge") are a counter-offer with their
quantity (``lang.settle``'s ``_ordered_below_the_quote``). Goods the shop asks to be *sent* at its price are an order
at that price, as "Can you send 6 trays of eggs at ₹182 per tray?" is (tests/corpus_chat/README.md: the supplier's
desk sells at it or refuses a price below its own, naming its price). Read as an offer, these were refused ("I read a
price offered here, but part of it reads like an order too").

``sent_at_price`` keeps such an order an order: an order turned into an offer whose own clause has a word of sending
(``_SEND``: send, bhejiye, भेजिए, dispatch …) and no word of taking (``_TAKE``: take, lenge, लेंगे, book) nor a
question mark ("Can you send it at ₹36?" under a ₹38 quote is asked: left as it was), and whose ordering words — its
own part's, or else its sentence's — are all words of sending ("हमें 3 पेटी कोल्ड ड्रिंक ₹34 में चाहिए, और माचिस 20
बंडल … भेज दीजिए": the drinks are wanted at ₹34, an offer; "Please send 5 peti Maggi, and 24 Colgate at ₹42": sent).
A word of needing heading a table or list of goods, each row with its count and rate ("पिछले ऑर्डर जैसा ही माल
चाहिए: ⏎ | चावल | 40 किलो | ₹52 किलो |", "Ye maal chahiye:", "We need the following:"), asks them sent as a word of
sending does: the rows are an order at their rates (a walker's mail of session 51, refused "a price offered, but part
of it reads like an order"; session 52).

Linear: one look at the words of each changed intent's clause.
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words

__all__ = ["sent_at_price"]

#: Words of sending: the shop asks the goods sent.
_SEND = fold_words("send bhejo bhejiye bhejie bhej bhejna bhejein bhejen bhijwa bhijwaiye bhijwayen भेजिए भेजिये भेजो "
                   "भेज भेजें भेजना भिजवा भिजवाइए dispatch supply deliver")
#: Words of taking: the shop names the price it would take the goods at.
_TAKE = fold_words("take taking lenge lunga lungi le lo lena लेंगे लूँगा लूंगा ले लो लेना")
#: "Book": a word of sending when asked, of taking beside a word of what the shop will do or a condition (``_WILL``).
_BOOK = fold_words("book booking बुक")
#: Words of needing, which ask goods sent when they head a table or list of goods with their rates (session 52).
_NEEDED = fold_words("need needed required chahiye chahie chaiye चाहिए चाहिये")
_WEAK = frozenset({"ask_quote_weak", "neutral"})
_WILL = fold_words("we'll will shall would lenge denge karenge करेंगे लेंगे देंगे if agar अगर")


def sent_at_price(reader, before: list, after: list) -> list:
    """``after`` (``(position, Intent)`` pairs from ``before``, orders below the quote made offers) with the orders
    whose clause asks the goods sent, plainly, kept orders (module docstring). ``reader``: the MessageReader."""
    words = None
    out = []
    for (p, was), (q, now) in zip(before, after):
        if was.kind == "order" and now.kind == "offer":
            words = words if words is not None else clause_words(reader)
            clause = _asking_clause(reader, p)
            said = words.get(clause, [])
            lo, hi = reader.clause_span[clause]
            asked = any(t.kind == "sym" and t.text == "?" for t in reader.tokens[lo:hi])
            sends = _SEND | _BOOK if _WILL.isdisjoint(said) else _SEND
            if clause != reader.clause_of[min(int(p), reader.n - 1)]:
                sends = sends | _NEEDED  # a heading over priced rows: "पिछले ऑर्डर जैसा ही माल चाहिए:" (module docstring)
            if not sends.isdisjoint(said) and _TAKE.isdisjoint(said) and not asked and _sent_by_its_words(
                    reader, p, clause, sends):
                now = was
        out.append((q, now))
    return out


def _asking_clause(reader, p: float) -> int:
    """The clause whose words ask the intent at position ``p``: its own, or — when its own holds no cue, a row of a
    table or list — the heading right above the rows that ends with a colon and asks goods ("Please book the
    following:"), with no cue in the rows between."""
    clause = reader.clause_of[min(int(p), reader.n - 1)]
    cued = {c.clause for c in reader.cues if c.kinds - _WEAK}  # (a table's "| Item | Qty | Rate |" asks nothing)
    if clause in cued:
        return clause
    k = clause - 1
    while k >= 0 and k not in cued:
        k -= 1
    if k < 0 or not any(c.clause == k and "order" in c.kinds for c in reader.cues):
        return clause
    lo, hi = reader.clause_span[k]
    last = next((t for t in reversed(reader.tokens[lo:hi]) if t.kind not in ("space", "nl") and t.text.strip()), None)
    return k if last is not None and last.text == ":" else clause


def _sent_by_its_words(reader, p: float, clause: int, sends: frozenset) -> bool:
    """The ordering words of the intent at position ``p`` — its own chunk's, else its clause's (``clause``: its own
    or its heading's) — are all words of sending (module docstring)."""
    at = min(int(p), reader.n - 1)
    chunk = reader.chunk_of[at]
    cues = [c for c in reader.cues if c.clause == clause and "order" in c.kinds]
    own = [c for c in cues if c.chunk == chunk] or cues
    lo = reader.clause_span[clause][0]  # (its words, or the verb's two words before it: "book kar dijiye")
    every = all if clause == reader.clause_of[at] else any  # (a heading: "पिछले ऑर्डर जैसा ही माल चाहिए:" — the
    return bool(own) and every(any(reader.tokens[k].kind == "word" and reader.tokens[k].key in sends  # last order is
                                   for k in range(max(lo, c.pos - 2), c.end)) for c in own)  # named, the goods needed)
