"""Ids a shopkeeper places without asking: an order kept as it is in a sentence part of its own, the same id named
again where nothing is asked of it, a shop's address in the signature, and "b4" (before) in text-speak.

Every bill and order id must be carried by an intent or told as needing nothing (``lang.verify``, else "what about
O22?"). These are told as needing nothing:

- **an order kept as it is**, said in a part of a sentence with no figure, no request, no complaint and no
  negation, beside today's requests: "Please send 50 kg sugar as a new order; O30 stays as it is", "Keep O10 as it
  is, and send 2 dozen bananas separately as a new order", "O10 जैसा है वैसा रहने दीजिए, और 2 दर्जन केले अलग से नए
  ऑर्डर में भेजिए", "O22 (the tea) should go ahead as planned". (A bare "O37 rehne do" / "O37 रहने दें" is not one:
  it also says "drop O37"; ``lang.id_guard`` reads the whole sentence.)
- **the same id named again where nothing is asked of it**, once a sentence has told it as needing nothing (kept,
  come, thanked, fine: the rule above or ``lang.id_guard``'s ``_id_at_rest``): "We currently have three open orders
  with you: O21, O22 and O23. Please cancel O21 and O23. O22 (the tea) should go ahead as planned."; "This is
  regarding O25 (chana dal) and O28 (besan). O25 has arrived, thank you."; "Please cancel O36, it is a duplicate of
  O37. Keep O37." Not when another sentence asks something of it, complains of it or names it with a figure.
- **an address in the signature**: a bill-like "B-12" in the lines after a closing line ("Thanks,", "धन्यवाद,",
  "Regards") with no request after it: "Thanks,\\nRamesh Gupta\\nGupta Stores, B-12, Lajpat Nagar-2".
- **an order named as a bill's** ("B4 (snacks, O4)", "| B6 | O6 |", "O3 ke bill B3"): ``lang.bills_order``;
- **a bill to follow later** beside bills paid now: "we have paid bills B17 and B18 in full today. B19 will follow
  next week." (its sentence asks nothing and names no figure or goods);
- **"b4" before a time of day** (text-speak "before"): "O14 wen wil it come?? need b4 10am", "snd 10pkt dahi b4 7am
  2mrw" — written in small letters, followed by a clock time.

Both of the first two hold only when nothing today could be meant for the id: every order of the message names its
own id, or the message says its goods are a new or separate order ("as a new order", "alag se", "नए ऑर्डर"), and no
goods are asked added to something ("add", "more", "also", "जोड़").

Shape: ``at_rest(reader, pos, ident, intents)`` with the MessageReader, the id's token, the id and the composed
intents → bool.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.id_guard import COMPLAINT_WORDS
from lang.language import fold, fold_words
from lang.new_order import adds_only_new
from lang.kept_orders import kept_in_brackets
from lang.bills_order import order_of_a_bill

__all__ = ["at_rest"]

#: Words that keep an order as it is ("keep", "stays", "as planned", "jaisa hai waisa", "वैसा ही रहेगा"; not
#: "rehne"/"रहने" alone: "O37 rehne do" also says "drop it").
_KEEP = fold_words("keep keeps stay stays stand stands remain remains unchanged planned jaisa jaise waisa waise vaisa "
                   "vaise जैसा जैसे वैसा वैसे rahega rahegi रहेगा रहेगी")
#: "as it is", "as is" (English): keeping words made of common words.
_AS, _IT, _IS = fold("as"), fold("it"), fold("is")
#: Words that say the goods asked are a new or separate order ("as a new order", "alag se", "नए ऑर्डर में").
_NEW = fold_words("new naya naye nayi नया नए नई separately separate alag अलग fresh")
#: Words that ask goods added to something (the kept order may be the one added to).
_ADDING = fold_words("add adding added more extra also too jod jodo jodna जोड़ जोड़ें जोड़िए जोड़ना usme usmein "
                     "उसमें isme ismein इसमें")
#: A closing line's words ("Thanks,", "Regards", "धन्यवाद,", "Saadar"): the lines after it are a signature.
_CLOSING = fold_words("thanks thank you regards best warm kind sincerely yours faithfully truly dhanyavaad dhanyavad "
                      "dhanyawad धन्यवाद shukriya शुक्रिया saadar sadar सादर bhavdiya भवदीय cheers")
#: Words after a clock figure ("10am", "7 am", "9 baje").
_CLOCK = fold_words("am pm baje बजे")
#: "B19 will follow next week": a bill's payment to follow.
_FOLLOW = fold_words("follow follows following")
_LATER = fold_words("will next later soon tomorrow week agle अगले baad बाद")
#: Intents that carry an order id when the writer means one.
_ORDER_KINDS = frozenset({"order", "cancel"})


def at_rest(reader, pos: int, ident: str, intents: list) -> bool:
    """The id ``ident`` at token ``pos``, which no intent carries, needs nothing today (module docstring). Each id's
    answer once a reading, and the message's tables once: linear in the message."""
    said = reader.__dict__.setdefault("_ids_at_rest", {})
    if said.get("intents") is not intents:  # (a new reading of the message starts afresh)
        said.clear()
        said["intents"] = intents
    if ident.startswith("B"):
        return _before_a_time(reader, pos) or _in_signature(reader, pos, said) or _to_follow(reader, pos, intents, said)
    if ident not in said:
        said[ident] = ident.startswith("O") and bool(intents) and (order_of_a_bill(reader, ident, intents) or (
            _nothing_else_for_it(reader, intents) and (ident in kept_in_brackets(reader) or _order_at_rest(
                reader, ident, said))))  # "Cancel O1 (keep O2)"; "Paid B3 (order O3)" (lang.bills_order)
    return said[ident]


def _order_at_rest(reader, ident: str, said: dict) -> bool:
    """Every mention of the order ``ident`` is quiet and one keeps it or tells it at rest."""
    if "mentions" not in said:
        by_id: dict[str, list[int]] = {}
        for p, x in reader.order_ids:
            by_id.setdefault(x, []).append(p)
        cued: dict[int, set] = {}
        for c in reader.cues:
            cued.setdefault(c.chunk, set()).update(c.kinds)
        said["mentions"], said["cued"], said["spans"] = by_id, cued, {}
    mentions = said["mentions"].get(ident, [])
    kept = [p for p in mentions if _kept_here(reader, p, said)]
    if not all(_quiet(reader, p, said, p in kept) for p in mentions):
        return False
    return bool(kept) or any(reader._id_at_rest(p) for p in mentions)


def _nothing_else_for_it(reader, intents: list) -> bool:
    """No order of the message could be meant for an id told: each names its own, or the goods are said to be a new
    or separate order; and nothing is asked added to something."""
    words = set(reader._words)
    if not words.isdisjoint(_ADDING) and not adds_only_new(reader, _ADDING):  # ("O10 stays as it is, add 2 kg
        return False  # sugar as a new order": lang.new_order)
    return all(i.order_id or i.kind not in _ORDER_KINDS for i in intents) or not words.isdisjoint(_NEW)


def _chunk_span(reader, pos: int, said: dict) -> range:
    """The tokens of the sentence part (chunk) holding ``pos`` (each chunk's once, in ``said``)."""
    chunk = reader.chunk_of[pos]
    spans = said.setdefault("spans", {})
    if chunk not in spans:
        lo = pos
        while lo > 0 and reader.chunk_of[lo - 1] == chunk:
            lo -= 1
        hi = pos
        while hi + 1 < reader.n and reader.chunk_of[hi + 1] == chunk:
            hi += 1
        spans[chunk] = range(lo, hi + 1)
    return spans[chunk]


def _quiet(reader, pos: int, said: dict, kept: bool = False) -> bool:
    """Nothing is asked of the id where it stands: its chunk has no request word (but the refusal word of a chunk
    that keeps it, ``kept``: "O10 जैसा है वैसा रहने दीजिए"), no counted or priced figure, no complaint, and its
    sentence asks no question."""
    act = reader.acts.get(reader.clause_of[pos])
    if act is not None and act.question:
        return False
    span = _chunk_span(reader, pos, said)
    quiet = {"neutral", "reject"} if kept else {"neutral"}
    if said["cued"].get(reader.chunk_of[pos], set()) - (quiet | {"dispute"} if _duplicated(reader, pos) else quiet):
        return False
    if "counted" not in said:  # the chunks with a counted or priced figure
        said["counted"] = {reader.chunk_of[f.pos] for f in reader.figs if f.kind in ("qty", "price")}
    if reader.chunk_of[pos] in said["counted"]:
        return False
    return all(reader._word(k) not in COMPLAINT_WORDS for k in span)


#: "a duplicate of O37", "O37 की डुप्लिकेट", "O37 ka duplicate": the order another duplicates, itself complained of
#: by nothing.
_DUPLICATE = fold_words("duplicate duplicates duplicated dupe डुप्लिकेट डुप्लीकेट")
_OF = fold_words("of ki ka ke की का के")


def _duplicated(reader, pos: int) -> bool:
    """The order id at ``pos`` is the one another order duplicates ("it is a duplicate of O37")."""
    return reader._word(pos - 1) in _OF and reader._word(pos - 2) in _DUPLICATE or \
        reader._word(pos + 1) in _OF and reader._word(pos + 2) in _DUPLICATE


def _kept_here(reader, pos: int, said: dict) -> bool:
    """The id's chunk keeps it as it is ("O30 stays as it is", "Keep O10 as it is", "O10 जैसा है वैसा रहने दीजिए")
    and holds no negation."""
    words = [reader._word(k) for k in _chunk_span(reader, pos, said)]
    if any(w in NEGATIONS for w in words):
        return False
    as_it_is = any(words[k] == _AS and (words[k + 1] == _IS or words[k + 1] == _IT and k + 2 < len(words) and words[
        k + 2] == _IS) for k in range(len(words) - 1))
    return as_it_is or any(w in _KEEP for w in words)


def _to_follow(reader, pos: int, intents: list, said: dict) -> bool:
    """A bill said to follow later beside bills paid now ("we have paid bills B17 and B18 in full today. B19 will
    follow next week."): its sentence has "follow" and a word of a day to come, and no request, figure or goods
    (the sentences that may hold one worked out once, in ``said``)."""
    if _FOLLOW.isdisjoint(reader._keys) or not any(i.kind == "pay" and i.bill_id for i in intents):
        return False
    if "busy" not in said:
        said["busy"] = {c.clause for c in reader.cues if c.kinds - {"neutral"}} | {f.clause for f in reader.figs} | {
            reader.clause_of[m.first] for m in reader.mentions}
    clause = reader.clause_of[pos]
    if clause in said["busy"]:
        return False
    if ("follow", clause) not in said:
        lo, hi = reader.clause_span[clause]
        words = {reader._word(k) for k in range(lo, hi)}
        said["follow", clause] = not _FOLLOW.isdisjoint(words) and not _LATER.isdisjoint(words)
    return said["follow", clause]


def _before_a_time(reader, pos: int) -> bool:
    """"b4" in small letters before a clock time ("need b4 10am", "b4 7 am"): "before", no bill."""
    toks = reader.tokens
    if toks[pos].text != "b" or pos + 3 >= reader.n or toks[pos + 1].text != "4":
        return False
    return toks[pos + 2].kind == "num" and reader._word(pos + 3) in _CLOCK


def _in_signature(reader, pos: int, said: dict) -> bool:
    """The id stands in the lines after a closing line ("Thanks,", "धन्यवाद,") with no request or question after
    that line: a signature's address ("Gupta Stores, B-12, Lajpat Nagar-2"). The signature's start once a message."""
    if "signed" not in said:
        said["signed"] = _signature_start(reader)
    return said["signed"] is not None and pos > said["signed"]


def _signature_start(reader) -> int | None:
    """The line break after the last closing line with no request or question after it, or None."""
    toks = reader.tokens
    line_start = 0
    closing_end = None
    for k in range(reader.n):
        if toks[k].kind == "nl":
            words = [reader._word(j) for j in range(line_start, k) if toks[j].kind == "word"]
            if words and all(w in _CLOSING for w in words) and all(
                    toks[j].kind in ("word", "sym") for j in range(line_start, k)):
                closing_end = k
            line_start = k + 1
    if closing_end is None:
        return None
    if any(c.pos > closing_end and c.kinds - {"neutral"} for c in reader.cues):
        return None
    if any((act := reader.acts.get(c)) is not None and act.question
           for c in {reader.clause_of[k] for k in range(closing_end, reader.n)}):
        return None
    return closing_end
