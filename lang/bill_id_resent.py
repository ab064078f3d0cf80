"""A bill named by its id, said not to have reached us or asked sent again, then a bare verb of sending: the bill asked
for, not goods ordered (session 53, helper ALSO, on the labelled corpora's ``no_quantity.how_many`` and ``no_item``
refusals of bills asked):

- the id said not got, then "please send it": "But we still haven't got B1 – please send it.", "B1 अभी तक नहीं मिला
  – भिजवा दीजिए।", "Par B1 abhi tak nahi mila – bhijwa dijiye." (holdout r3012: "what goods?", or beside goods told
  of, "how many kg of rice?"); with "bill" before the id the phrase was read already (``lang.bill_not_reached``);
- the id asked sent again: "B2 दोबारा भेज सकते हैं?", "B2 dobara bhej sakte ho?" ("dobara" had been a dispute cue,
  and the send an order of no goods);
- the id with the goods it bills in brackets, then the send: "Please bill B8 (pichhle hafte wala chawal aur cheeni)
  bhej dijiye.", "कृपया बिल B8 (पिछले हफ़्ते वाला चावल और चीनी) भेज दीजिए।" — as "Please send bill B8 (rice and
  sugar)." already read; the send had ordered the goods in the brackets ("how many kg of rice?").

What makes each certain: the id is a bill's ("B" and a number), the words between the id and the send are only
filler ("abhi tak", "still", "हमें"), a bracket of goods' names and words with no figure, or "dobara"/"phir"/"again";
the send cue is made only of words of sending ("bhej", "bhijwa", "send", "dijiye", "sakte ho", "it"), and its clause
says no count or price (``lang.bill_id_sent``'s test) and names no order by id. Left as read: "B1 abhi tak nahi mila,
10 kilo chawal bhej do" (goods counted: the rice is ordered), "B2 dobara banake bhejo" (a word that is no filler:
the bill made again is a complaint, left to the rules), "B3 mein chawal nahi mila, bhej do" ("mein": goods missing
from a bill).

Shape: ``bill_ids_resent(reader, cues) -> cues`` with the MessageReader as its cues are found (tokens, bill_ids,
order_ids, clause_of, chunk_of, item_first); run by ``lang.bill_sends.bills_sent``. Linear: each bill id looks at a
few tokens after (or, in English, before) it.
"""
from __future__ import annotations

from bisect import bisect_left

from lang.bill_id_sent import bill_id_end, clauses_counted
from lang.language import fold_words
from lang.reader_parts import Cue

__all__ = ["bill_ids_resent"]

_ASK = frozenset({"ask_bill"})
#: Words that may stand between the id and the words of not getting it ("B1 abhi tak nahi mila", "B1 हमें अभी तक").
_FILLER = fold_words("हमें hamein humein humen hume hamko humko हमको abhi अभी tak तक bhi भी ab अब still yet so far "
                     "ko को us")
_NOT = fold_words("nahi nahin नहीं नही not")
#: Verbs of getting or arriving after the "not" ("nahi mila", "नहीं आया", "has not come").
_GOT = fold_words("mila mili mile मिला मिली मिले aaya aya aayi आया आई pahuncha pahucha पहुँचा पहुंचा come reached "
                  "arrived received")
#: English "not got" before the id: "we still haven't got B1", "we have not received B1 yet".
_NOT_BEFORE = fold_words("havent haven't hasnt not never")
_GOT_BEFORE = fold_words("got received")
_BEFORE_ID = fold_words("the bill your")
#: English "B1 has not come", "B1 hasn't reached us": the auxiliary between the id and the "not".
_AUX = fold_words("has have hasnt havent is")
#: Words of sending again, between the id and the send ("B2 dobara bhej sakte ho?").
_AGAIN = fold_words("dobara दोबारा phir fir फिर again jaldi जल्दी please pls kripya कृपया")
#: "phir se", "dobara se": "se" right after a word of again.
_SE = fold_words("se से")
#: Words a bare send may be made of ("please send it", "भिजवा दीजिए", "bhej sakte ho", "bhej dein").
_SENDING = fold_words("send resend please kindly pls it bhej bhejo bhejiye bhejie bhejna bhejen bhejein bhejiyega "
                      "bhijwa bhijwao bhijwaiye bhijwa dijiye dijie dijiyega dein den do dena de sakte sakta ho hain "
                      "use ise usko isko भेज भेजो भेजिए भेजिये भेजें भेजना भिजवा भिजवाइए भिजवाएँ दीजिए दीजिये दें दो "
                      "देना दे सकते सकता हो हैं उसे इसे kar karo kijiye कर करो कीजिए")
#: Words that may stand in a bracket after the id beside goods' names ("(pichhle hafte wala chawal aur cheeni)").
_FOR = fold_words("for")
_BRACKET_WORDS = fold_words("and aur और & the last week's weeks pichhle pichhla पिछले पिछला hafte week हफ़्ते हफ्ते "
                            "wala wali wale वाला वाली वाले ka ke ki का के की from of")


def _not_got_after(reader, k: int) -> int:
    """The token after "nahi mila" / "has not come" starting at or after ``k`` past filler, or -1."""
    toks, n = reader.tokens, reader.n
    while k < n and toks[k].kind == "word" and toks[k].key in _FILLER:
        k += 1
    if k < n and toks[k].kind == "word" and toks[k].key in _AUX:
        k += 1
        while k < n and toks[k].kind == "word" and toks[k].key in _FILLER:
            k += 1
    if k + 1 < n and toks[k].kind == "word" and toks[k].key in _NOT:
        k += 1
        while k < n and toks[k].kind == "word" and toks[k].key in _FILLER:
            k += 1
        if k < n and toks[k].kind == "word" and toks[k].key in _GOT:
            return k + 1
    if k < n and toks[k].kind == "word" and toks[k].key in _AUX | _NOT_BEFORE and toks[k].key.endswith("nt") and \
            k + 1 < n and toks[k + 1].kind == "word" and toks[k + 1].key in _GOT:
        return k + 2  # "B1 hasn't come"
    return -1


def _not_got_before(reader, pos: int) -> bool:
    """English "haven't got B1", "have not received the bill B1": the words of not getting right before the id."""
    toks, k = reader.tokens, pos - 1
    while k >= 0 and toks[k].kind == "word" and toks[k].key in _BEFORE_ID:
        k -= 1
    if k < 1 or toks[k].kind != "word" or toks[k].key not in _GOT_BEFORE:
        return False
    k -= 1
    while k >= 0 and toks[k].kind == "word" and toks[k].key in _FILLER:
        k -= 1
    return k >= 0 and toks[k].kind == "word" and toks[k].key in _NOT_BEFORE


def _after_bracket(reader, k: int) -> int:
    """``k``, or the token after a bracket opening at ``k`` that holds goods' names and ``_BRACKET_WORDS`` only, or
    after an English "for the curd and paneer" (the same words, up to the first other word)."""
    toks, n = reader.tokens, reader.n
    if k < n and toks[k].kind == "word" and toks[k].key in _FOR:
        j, goods = k + 1, False
        while j < n and (j in reader.item_tokens or toks[j].kind == "word" and toks[j].key in _BRACKET_WORDS):
            goods = goods or j in reader.item_first
            j += 1
        return j if goods and j > k + 1 else k
    if k >= n or toks[k].text != "(":
        return k
    j, goods = k + 1, False
    while j < n and toks[j].text != ")":
        if j in reader.item_first:
            goods = True
        elif toks[j].kind == "num" or toks[j].kind == "nl" or toks[j].kind == "word" and \
                toks[j].key not in _BRACKET_WORDS and not _in_item(reader, j):
            return k
        j += 1
    return j + 1 if j < n and goods else k


def _in_item(reader, j: int) -> bool:
    """Token ``j`` is part of an item's name."""
    return j in reader.item_tokens


def _bare_send(reader, cue) -> bool:
    """``cue`` is an order cue made only of words of sending, and nothing after it in its clause but such words."""
    if cue.kinds != {"order"}:
        return False
    words, toks = reader._words, reader.tokens
    if not all(words[q] in _SENDING for q in range(cue.pos, cue.end)):
        return False
    k = cue.end
    while k < reader.n and reader.clause_of[k] == cue.clause and toks[k].kind != "nl":
        if toks[k].kind == "word" and words[k] not in _SENDING or toks[k].kind == "num" or k in reader.item_tokens:
            return False
        k += 1
    return True


def bill_ids_resent(reader, cues: list) -> list:
    """``cues`` with the bare send after a bill id said not got or asked sent again made the bill asked for, and a
    "dobara" dispute cue between them dropped (module docstring)."""
    if not reader.bill_ids or not cues:
        return cues
    toks, words = reader.tokens, reader._words
    starting = {c.pos: c for c in cues}
    ordered = {reader.clause_of[p] for p, _ in reader.order_ids}
    paid = {c.clause for c in cues if "pay" in c.kinds}
    asked_when = {}  # the delivery questions by first token, for those between two tokens (bisect: linear in the ids)
    for c in cues:
        if c.kinds == {"ask_delivery"}:
            asked_when.setdefault(c.pos, []).append(c)
    at = sorted(asked_when)
    counted, dropped, changed = None, set(), False
    for pos, _ident in reader.bill_ids:
        clause, end = reader.clause_of[pos], bill_id_end(toks, pos)
        if clause in ordered or clause in paid:
            continue
        named = _after_bracket(reader, end)  # ("B8 (chawal aur cheeni)", "B5 for the curd and paneer")
        k = _not_got_after(reader, named)
        told = k >= 0 or _not_got_before(reader, pos)
        # a question of delivery on the words of not getting is the bill's ("B5 … has not come yet")
        again = [c for p in at[bisect_left(at, named):bisect_left(at, k)] for c in asked_when[p]] if k >= 0 else []
        k = k if k >= 0 else named
        while k < reader.n and reader.clause_of[k] == clause and (
                words[k] in _AGAIN or told and words[k] in _FILLER or words[k] in _SE and words[k - 1] in _AGAIN or toks[k].kind == "sym" and toks[k].text in ",-–—"):
            cue = starting.get(k)
            if cue is not None and cue.kinds != {"dispute"}:
                break
            if cue is not None:
                again.append(cue)
            k += 1
        cue = starting.get(k)
        if cue is None or cue.clause != clause or not _bare_send(reader, cue):
            continue
        if not told and not again and k == end:
            continue  # "send B12" right after the id: ``lang.bill_id_sent``'s
        counted = clauses_counted(reader) if counted is None else counted
        if clause in counted:
            continue  # "B1 abhi tak nahi mila, 10 kilo chawal bhej do": goods counted, ordered
        cue.kinds = _ASK
        dropped.update(c.pos for c in again)
        changed = True
    if not changed:
        return cues
    return [c for c in cues if c.pos not in dropped]
