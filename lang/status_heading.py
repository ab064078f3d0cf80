"""A heading over bills told, not a question: "Update on bills: B80 paid today.", "Hi, update on bills: ⏎ | Bill |
Amount | Status | …", "Namaste, bills ka status: ⏎ | B80 | … | Aaj pay kiya |" (breaker AS). "Update on" and "ka
status" ask after goods or a bill; before a colon, with the bills paid or disputed after it, they name what the lines
below tell, and had added a bill asked for with no id, silently. ``status_heading`` empties such a cue: its words, then
at most four words of bills ("bills", "ka", "of", "my", "neeche hai"), then a colon, bills named by it, in a sentence
asking nothing, with a payment or dispute word after it. "Bills ka status kya hai?" and "Please send an update on bills." still ask.
So does a heading over orders changed: "Quick update on our open orders: ⏎ 1. **O44** — please cut the eggs … 2. **O45**
— no change" (sealed holdout117 q8010 had asked after O44 and O45 as well, silently): orders named after it, with a cut,
an order or "no change" said of them.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["status_heading"]

#: Words that may stand between the cue and its colon ("update on *bills*:", "*bills ka* status:").
_OF_BILLS = fold_words("bill bills billon बिल बिलों ka ki ke का की के of on the my our all hamare humare हमारे status "
                       "स्थिति update neeche niche नीचे hai है below is are given two both do dono दोनों open pending "
                       "outstanding bakaya बकाया")
_ASKS = frozenset({"ask_delivery", "ask_bill"})
#: A heading's word naming bills, before the cue or up to its colon.
_BILLS = fold_words("bill bills billon बिल बिलों")
#: ... or orders (with the words that may stand between: "update on our open orders:").
_ORDERS = fold_words("order orders ऑर्डर ऑर्डरों आर्डर")
_OF_ORDERS = _OF_BILLS | _ORDERS | fold_words("open pending current running")


def status_heading(reader) -> None:
    """Empty the asking cues of ``reader.cues`` that head a list of bills told (module docstring). ``reader``: the
    MessageReader after its clause acts (tokens, cues, acts)."""
    told = [c.pos for c in reader.cues if c.kinds & {"pay", "dispute"}] if reader.bill_ids else []
    changed = [c.pos for c in reader.cues if c.kinds & {"cancel", "at_rest", "order"}] if reader.order_ids else []
    if told:
        _heading(reader, max(told), _OF_BILLS, _BILLS)
    if changed:
        _heading(reader, max(changed), _OF_ORDERS, _ORDERS)


def _heading(reader, last: int, between: frozenset, names: frozenset) -> None:
    """Empty the asking cues before token ``last`` that end at a colon after at most four words of ``between``, with
    a word of ``names`` among them or just before the cue."""
    toks = reader.tokens
    for c in reader.cues:
        if not c.kinds or not c.kinds <= _ASKS or c.pos > last:
            continue
        act = reader.acts.get(c.clause)
        if act is not None and act.question:
            continue
        k, words = c.end, 0
        while k < len(toks) and toks[k].kind == "word" and toks[k].key in between and words < 4:
            k, words = k + 1, words + 1
        near = [t.key for t in toks[max(0, c.pos - 3):k] if t.kind == "word"]
        if k < len(toks) and toks[k].kind == "sym" and toks[k].text == ":" and not names.isdisjoint(near):
            c.kinds = frozenset()  # (not "Delivery status: …": the heading must name the bills)
