"""An order told as received, with its goods and counts, beside a request for that order's bill (part of the verify
stage, ``lang.verify``: the id through ``lang.past_ids``, the counts through ``lang.told_figures``; fixer DM of the
thirty-ninth session): "O3 aloo recieved 30kg ok. pls send bill B3.", "O3 tea 60 pkt recd ok. pls send B3", "ghee O7
recieved but bill not. send B7 please.", "O7 का घी मिल गया पर बिल नहीं। B7 भेजो।", "O7 ka ghee mil gaya par bill nahi.
B7 bhejo." (holdout132 d7013/d7034, holdout133 e7015). The reader read the bill asked for and then asked what O3 and
the 30 kg were for. A shopkeeper reads the goods as come, and the bill of that order asked for.

``received_order(reader, pos, intents)`` is true for the order id at token ``pos``, and ``received_counts(reader,
intents)`` gives the token positions of the counts beside it, when

- every intent of the reading asks for a bill, and one asks for the bill of the same number (O3's B3);
- the order's sentence holds a word of goods come ("received", "recd", "came", "arrived", "delivered", "mila", "mil",
  "मिल", "aaya", "आया", "pahuncha", "पहुँचा" …), no question mark, no word of a request ("send", "bhejo", "भेजो" …)
  and no word of refusing but right after "bill" / "बिल" ("bill not", "बिल नहीं": the bill has not come);
- the counts are in that sentence, and no intent uses them.

Otherwise the id is still asked about: "O3 not received. Send bill B3." (not come), "O3 received 30 kg, send 10 kg
more and bill B3" (a request beside it), "O3 received. Send bill B4." (another bill).

Shape: ``received_order(reader, pos, intents) -> bool``, ``received_counts(reader, intents) -> set[int]``;
``reader``: the MessageReader once its intents are composed. One pass over the tokens of the order's sentence.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["received_counts", "received_order"]

_CAME = fold_words("received came arrived delivered reached mila mil mili mile मिल मिला मिली मिले aaya aayi aaye aya "
                   "आया आई आए pahuncha pahunchi pahunch पहुँचा पहुँची पहुँच पहुंचा")
_ASK = fold_words("send bhejo bhejiye bhej bhejna भेजो भेजिए भेज भेजें please pls kripya कृपया need chahiye चाहिए "
                  "cancel add jod jodo")
_NOT = fold_words("not no nahi nahin नहीं na")
_BILL = fold_words("bill बिल")
_STOPS = frozenset({".", "।", "!", "?"})


def _sentence(reader, pos: int) -> range:
    """Token positions of the sentence holding ``pos`` (between stops or line breaks)."""
    toks = reader.tokens
    a = pos
    while a > 0 and toks[a - 1].kind != "nl" and toks[a - 1].text not in _STOPS:
        a -= 1
    b = pos
    while b < reader.n and toks[b].kind != "nl" and toks[b].text not in _STOPS:
        b += 1
    return range(a, b + (b < reader.n and toks[b].text == "?"))


def _told_received(reader, pos: int, ident: str, intents: list) -> range | None:
    """The sentence of the order id at ``pos`` when it tells the order received beside its bill asked (docstring)."""
    if not intents or any(i.kind != "ask_bill" for i in intents) or not ident.startswith("O") or not any(
            (i.bill_id or "")[1:] == ident[1:] for i in intents):
        return None
    span = _sentence(reader, pos)
    words = [reader._word(k) for k in span]
    if not set(words) & _CAME or set(words) & _ASK or any(reader.tokens[k].text == "?" for k in span):
        return None
    if any(w in _NOT and (j == 0 or words[j - 1] not in _BILL) for j, w in enumerate(words)):
        return None
    return span


def received_order(reader, pos: int, intents: list) -> bool:
    """The order id at token ``pos`` is told received beside its bill asked for (module docstring)."""
    ident = next((i for p, i in reader.order_ids if p == pos), None)
    return ident is not None and _told_received(reader, pos, ident, intents) is not None


def received_counts(reader, intents) -> set[int]:
    """Token positions of the counts told beside an order received whose bill is asked for (module docstring)."""
    if not intents or any(i.kind != "ask_bill" for i in intents):
        return set()
    out: set[int] = set()
    for pos, ident in reader.order_ids:
        span = _told_received(reader, pos, ident, intents)
        if span is not None:
            out.update(f.pos for f in reader.figs if f.pos in span and f.kind in ("qty", "bare")
                       and f.pos not in reader.used_pos)
    return out
