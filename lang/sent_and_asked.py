"""Goods sent and their rate asked in one breath (issue 10, breaker K): "20 kilo cheeni bhejo, rate kya hai abhi?",
"Send 100 eggs. How much per tray now?", "10 पैकेट आटा भेजो, आटे का रेट क्या चल रहा है?".

A line whose intent words are an order and a rate question reads as the question (``lang.lines``: "Need 50 kg chana
dal, what's the rate?", "Can you send 20 trays of eggs? What's your rate?" ask a price before ordering). When the
order is a firm send ("send", "bhejo", "भेजो": not "need", and not in a question or a condition), a shopkeeper sends
the goods and tells the rate: the line is an order of its quantity and a rate question, in the order the words say
them. The quantity is read without a unit said only in the question ("How much per tray?" names the unit the rate
is asked in, not the eggs' count: "Send 100 eggs" is 100 eggs, not 100 trays); the question carries no figures.
"""
from __future__ import annotations

from lang.intents import Intent
from lang.language import fold
from lang.quote_again import quoted_again  # (the quote asked again of goods refused: composed beside these)
from lang.intents import ITEM_INTENTS
from lang.reader_parts import SEND_WORDS

__all__ = ["sent_firmly", "sent_and_asked", "needed_then_asked", "quoted_again", "with_rate_asked"]


def sent_firmly(reader, cues: list) -> bool:
    """Whether an order cue among ``cues`` (the line's intent words) is a send word said as a plain request: not in a
    question or a condition (``reader.acts``)."""
    for c in cues:
        if "order" not in c.kinds or not any(reader.tokens[k].key in _FIRM_SENDS for k in range(c.pos, c.end)):
            continue
        act = reader.acts.get(c.clause)
        if act is None or act.condition:
            continue
        if not act.question:
            return True
        lo = reader.clause_span[c.clause][0]  # a question clause: its rate question comes after the send, and
        if any(reader.clause_of[a.pos] == c.clause and a.pos >= c.end and a.kinds & _RATE for a in cues) and not any(
                reader.tokens[k].key in _ASKING for k in range(lo, c.pos)):  # no asking word before the send
            return True  # ("20 kilo cheeni bhejo, rate kya hai abhi?"; not "Can you send 20 kg, at what rate?")
    return False


_RATE = frozenset({"ask_quote", "ask_quote_weak"})
#: Send words and the bids to deliver ("deliver by 10 Jan", "dispatch today"; session 39, fixer DK: holdout128
#: en-o9030 "gur 30 kg more … deliver by 10 Jan … what is gur rate now?" had lost the gur order to the question).
_FIRM_SENDS = SEND_WORDS | frozenset(fold(w) for w in "deliver dispatch despatch".split())
#: Words that make a send a question ("Can you send …?", "Kya 20 kilo bhej doge?").
_ASKING = frozenset(fold(w) for w in "can could will would shall kya क्या kindly".split())


def sent_and_asked(reader, item, q, qtys: list, cues: list, asked: Intent) -> tuple:
    """(the order's item reading, [order, rate question] in the order said) for ``item``: the order of quantity
    figure ``q`` (selling units, by ``reader._resolve``, with no unit hint: a unit said with the rate — "what's the
    tray rate?" — is the rate's, never the count's) and ``asked`` (the line's ask_quote) stripped of figures."""
    reading, order = reader._resolve(item, "order", q, qtys, None, None, None)
    question = Intent(kind="ask_quote", sku=asked.sku)
    order_at = min(c.pos for c in cues if "order" in c.kinds)
    ask_at = min((c.pos for c in cues if c.kinds & _RATE), default=order_at + 1)
    return reading, [order, question] if order_at < ask_at else [question, order]


def needed_then_asked(reader, intents: list) -> list:
    """``intents`` ((position, Intent) pairs) with orders turned to rate questions of the same goods and counts when
    the goods are only said to be needed and the rate is asked in a question of its own that names no goods: "We
    need 40 kg chana dal, 20 kg moong dal and 10 kg masoor dal. What's your best price?" asks a price before
    ordering, as "Need 50 kg chana dal, what's the rate?" does in one sentence (a new user's trial: three orders
    had been placed at the list price); so does a rate asked as a request of its own ("… Please send your best
    rate.", ``_rate_asked``). Not when any order word is a send ("Send 40 kg chana dal. What's the
    rate?": ``sent_firmly``'s rule), an order carries a price, or the question names goods."""
    orders = [i for _, i in intents if i.kind == "order"]
    if not orders or any(i.unit_price_paise is not None or i.total_paise is not None or i.order_id for i in orders):
        return intents
    if any("order" in c.kinds and any(reader.tokens[k].key in SEND_WORDS for k in range(c.pos, c.end))
           for c in reader.cues):
        return intents
    named = {reader.clause_of[m.first] for m in reader.mentions}
    asked = [c for c in reader.cues if "ask_quote" in c.kinds and c.clause not in named and _rate_asked(reader, c)]
    if not asked or any(i.kind == "ask_quote" for _, i in intents):
        return intents
    return [(p, Intent(kind="ask_quote", sku=i.sku, quantity=i.quantity) if i.kind == "order" else i)
            for p, i in intents]


#: Words that ask a rate sent or told: "Please send your best rate", "rate bhej dijiye", "भाव बताइए", "share your quote".
_RATE_SENT = frozenset(fold(w) for w in "send share quote tell mail whatsapp bhej bhejo bhejiye bhejein bhejna bata "
                       "batao bataiye bataye batayein भेज भेजो भेजिए भेजें भेजना बता बताओ बताइए बताएँ बताएं".split())


def _rate_asked(reader, cue) -> bool:
    """The rate cue ``cue`` asks the rate: in a question ("What's your best price?"), or as a request of its own, not
    a condition or a negation ("Please send your best rate.", "Kal tak best rate bhej dijiye.", "कल तक सबसे अच्छा
    भाव भेज दीजिए।": session 54, SILENT54 — holdout186 hl-v3012 had ordered the goods needed, silently)."""
    act = reader.acts.get(cue.clause)
    if act is None or act.question:
        return act is not None
    lo, hi = reader.clause_span[cue.clause]  # (a word of sending or telling the rate: not "At your current rates,
    return not (act.condition or act.negative or act.background) and any(  # please." — an order at them, holdout135)
        t.kind == "word" and t.key in _RATE_SENT for t in reader.tokens[lo:hi])


def with_rate_asked(cues: list, asks: list) -> list:
    """``cues`` (a line's intent words) with the rate questions ``asks`` beside them when their only item intent is
    an order: goods asked a price for, or sent and asked of (``lang.lines``; moved here from there in session 43)."""
    if asks and {k for c in cues for k in c.kinds} & frozenset(ITEM_INTENTS) <= {"order"}:
        return cues + asks
    return cues
