"""A bill named by its id, asked to be e-mailed or sent on WhatsApp, with its copy or PDF between: "B5 की PDF कॉपी
मेल कर दीजिए", "B5 ki PDF copy mail kr dijiye", "कृपया बिल B5 (ऑर्डर O5 वाला) PDF में ई-मेल कर दीजिए", "Please bill B5
(order O5 wala) PDF mein email kar dijiye", and in English, the verb first: "Please email us bill B5 (against order
O5) as a PDF" (part of finding the cues, through ``lang.bill_sends``; holdout169 t2017 and holdout184 r3042, where
the Hindi and Hinglish were refused "the message names no item" and the English "no intent").

"mail kar dijiye" is no cue of the table, and the words between the id and it ("PDF", "कॉपी", the order's id in
brackets) stopped ``lang.bill_id_sent``'s walk. ``ids_mailed`` adds the bill asked for when, in a clause that names
no goods and says no count or price:

- after the id stand only words of the copy ("ki", "की", "PDF", "copy", "कॉपी", "mein", "में", "हमें", "please") or a
  bracket naming the order ("(ऑर्डर O5 वाला)"), then a word of mailing ("mail", "email", "ई-मेल", "WhatsApp") and a
  verb of doing it asked ("kar dijiye", "कर दीजिए", "kr do"; not "कर दिया": done, nothing asked);
- or, in English, "email"/"e-mail"/"mail" first, then only "us", "me", "the", "bill", "a", "copy of" before the id.

Shape: ``ids_mailed(reader, cues) -> cues`` with the MessageReader as its cues are found (tokens, bill_ids,
order_ids, clause_of, item_first); an order cue made of the verb alone ("dijiye") turned into the ask, else a cue
added. Linear: each bill id looks at a few tokens either side.
"""
from __future__ import annotations

from lang.bill_id_sent import bill_id_end, clauses_counted
from lang.language import fold_words
from lang.reader_parts import Cue as _Cue

__all__ = ["ids_mailed"]

_ASK = frozenset({"ask_bill"})
#: Words of the copy between the id and the mailing ("B5 की PDF कॉपी", "B5 ki PDF copy", "PDF में").
_COPY = fold_words("ki kii की ka का ke के pdf पीडीएफ copy kopi कॉपी mein me में humein hamein hume हमें please pls "
                   "kripya कृपया bhi भी jaldi जल्दी order ऑर्डर wala wali vala वाला वाली")
#: Words of mailing (the token before "kar"): "mail", "email", "मेल" (of "ई-मेल"), "ईमेल", "WhatsApp".
_MAIL = fold_words("mail email e-mail ईमेल मेल whatsapp watsapp whatsap व्हाट्सऐप व्हाट्सएप")
_DO = fold_words("kar कर")
#: The verb asked after "kar" ("dijiye", "do", "dein", "दीजिए", "दें"); not done ("diya", "दिया").
_ASKED = fold_words("dijiye dijie dijiyega do dein den dena दीजिए दीजिये दीजिएगा दो दें देना")
#: English words between the mailing verb and the id ("email us bill B5", "mail me a copy of B5").
_BEFORE_ID = fold_words("us me the our bill invoice a copy of pdf")
_SPAN = 16


def _mailed_after(reader, k: int, clause: int) -> int | None:
    """The token index past "mail kar dijiye" when, from token ``k`` on in ``clause``, only words of the copy (or a
    bracket naming an order) stand before it; else None."""
    toks, words, orders = reader.tokens, reader._words, {p for p, _ in reader.order_ids}
    stop = min(reader.n, k + _SPAN)
    while k < stop and reader.clause_of[k] == clause:
        t = toks[k]
        if k in orders:
            k = bill_id_end(toks, k)
            continue
        if t.text in ("ई", "e", "E") and k + 1 < reader.n and toks[k + 1].text == "-":
            k += 2  # "ई-मेल", "e-mail": the mailing word in two tokens
            continue
        if t.kind == "sym" and t.text in "()-":
            k += 1
            continue
        if t.kind != "word":
            return None
        if words[k] in _MAIL and k + 2 < reader.n and words[k + 1] in _DO and words[k + 2] in _ASKED:
            return k + 3
        if words[k] not in _COPY:
            return None
        k += 1
    return None


def ids_mailed(reader, cues: list) -> list:
    """``cues`` with the bill asked for where a bill named by its id is asked e-mailed (module docstring)."""
    if not reader.bill_ids:
        return cues
    words, added, counted = reader._words, [], None
    asked = {c.clause for c in cues if "ask_bill" in c.kinds}
    goods = {reader.clause_of[p] for p in reader.item_first}
    for pos, _ident in reader.bill_ids:
        clause = reader.clause_of[pos]
        if clause in asked or clause in goods:
            continue
        start, end = None, _mailed_after(reader, bill_id_end(reader.tokens, pos), clause)
        if end is not None:
            start = end - 3
        else:
            k = pos
            while k > 0 and pos - k < 6 and words[k - 1] in _BEFORE_ID:
                k -= 1
            if k > 0 and words[k - 1] in _MAIL and reader.clause_of[k - 1] == clause:
                start, end = k - 1, k
        if start is None:
            continue
        inside = [c for c in cues if c.pos < end and c.end > start]  # ("dijiye" alone is an order cue: the verb's)
        if any(c.kinds != {"order"} or c.pos < start or c.end > end for c in inside):
            continue
        counted = clauses_counted(reader) if counted is None else counted
        if clause in counted:
            continue  # a count or price in the sentence: left to the rules
        for c in inside:
            c.kinds = _ASK
        if not inside:
            added.append(_Cue(_ASK, start, end, clause, reader.chunk_of[start]))
        asked.add(clause)
    return sorted(cues + added, key=lambda c: c.pos) if added else cues
