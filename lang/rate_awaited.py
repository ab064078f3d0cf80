"""A rate waited for: "Reminder: still waiting for your rate on mustard oil.", "Sarson ke tel ka bhav abhi tak nahi
aaya.", "सरसों तेल का भाव अभी तक नहीं आया।", "We have not received your rates for toor dal yet.", "तूर दाल का रेट अभी
तक नहीं मिला।" (breaker AV, threads); and a rate not had: "We don't have your rate for masoor dal yet — please share.",
"मसूर दाल का आपका भाव अभी हमारे पास नहीं है — बता दीजिए।", "Masoor dal ka aapka rate abhi nahi hai humare paas — bata
do." (holdout88 j9052, fixer AC s32: read as refusing the masoor dal, or as nothing asked). The waiting had been read as a delivery question about the goods ("still
waiting", "abhi tak nahi aaya" ask after goods), and "not received your rates" as refusing the rate — both silently.
A shopkeeper reads the rate asked for again.

``rate_awaited`` makes the cues of such a clause — a word of the rate or quote, and a word of waiting or of "not
received" — ask for the rate. Left alone: a clause with a price, an order or bill id (what is awaited there may be
the goods or the bill), and goods waited for with no word of the rate ("still waiting for the 50 kg sugar").

Linear in the message: one pass over the words of each clause (``lang.clause_words``).
"""
from __future__ import annotations

from lang.clause_words import clause_words
from lang.language import fold_words
from lang.reader_parts import Cue as _Cue

__all__ = ["rate_awaited"]

#: Words of the rate or a quote.
_RATE = fold_words("rate rates quote quotes quotation quotations pricelist bhav bhaav भाव रेट रेट्स daam दाम कोटेशन "
                   "क़ीमत कीमत keemat")
#: Words of waiting.
_WAITING = fold_words("waiting awaiting intezaar intezar इंतज़ार इंतजार")
#: Words of getting; with a word of "not" in the clause: not received.
_GOT = fold_words("received receive got mila mili mile मिला मिली मिले aaya aayi aaye आया आई आए")
_NOT = fold_words("not nahi nahin नहीं नही havent haven't didnt didn't dont don't")
#: Words of having ("we don't have your rate", "हमारे पास नहीं है"): with a word of "not" in the clause, not had.
_HAVE = fold_words("have paas पास")
#: The cue kinds the waiting had been read as; they become a question about the rate.
_AS_READ = frozenset({"ask_delivery", "reject", "ask_quote_weak", "ask_quote"})


def rate_awaited(reader) -> None:
    """Turn the cues of each clause that waits for a rate into ``ask_quote`` (module docstring). ``reader``: the
    MessageReader after its clause acts (cues, figs, order_ids, bill_ids, clause_of)."""
    if _RATE.isdisjoint(reader._keys) or (_WAITING | _NOT).isdisjoint(reader._keys):
        return  # no clause can wait for a rate: nothing built for the message
    words = clause_words(reader)
    held = {reader.clause_of[p] for p, _ in reader.order_ids + reader.bill_ids} | {
        f.clause for f in reader.figs if f.kind == "price"}
    waiting = set()
    for clause, keys in words.items():
        if clause in held or _RATE.isdisjoint(keys):
            continue
        if not _WAITING.isdisjoint(keys) or _not_received(keys) or not _NOT.isdisjoint(keys) and not _HAVE.isdisjoint(
                keys):
            waiting.add(clause)
    if not waiting:
        return
    cues = [c for c in reader.cues if c.clause in waiting and c.kinds]
    for clause in waiting:
        mine = [c for c in cues if c.clause == clause]
        if not any(c.kinds - {"neutral"} for c in mine) and not _TELL.isdisjoint(words[clause]):
            lo, hi = reader.clause_span[clause]  # "आपका भाव हमारे पास नहीं है — बता दीजिए": only "your rate" (neutral)
            at = next(k for k in range(lo, hi) if reader._word(k) in _RATE)  # and a word of telling: the rate asked
            reader.cues = sorted(reader.cues + [_Cue(frozenset({"ask_quote"}), at, at + 1, clause, reader.chunk_of[at])],
                                 key=lambda c: c.pos)
            reader.background.discard(clause)  # (its "nahi hai humare paas" is the rate not had, no stock told)
            reader.background_chunks -= {reader.chunk_of[k] for k in range(lo, hi)}
            continue
        if mine and all(c.kinds <= _AS_READ and _of_waiting(reader, c) for c in mine) and any(
                c.kinds - {"ask_quote_weak"} for c in mine):
            for c in mine:
                c.kinds = frozenset({"ask_quote"})


def _not_received(keys: list[str]) -> bool:
    """A word of "not" with a word of getting within three words after it ("not yet received", "नहीं मिला"), or right
    before it ("mila nahi")."""
    for i, k in enumerate(keys):
        if k in _NOT and any(w in _GOT for w in keys[i + 1:i + 4]) or k in _GOT and i + 1 < len(keys) and \
                keys[i + 1] in _NOT:
            return True
    return False


def _of_waiting(reader, cue) -> bool:
    """The cue's own words are of the rate, of waiting or of not getting ("your rate", "still waiting", "abhi tak nahi
    aaya"), not another request's ("we won't take sugar")."""
    return any(reader._word(k) in _SPAN for k in range(cue.pos, cue.end))


#: Words of telling ("bata dijiye", "बता दीजिए", "please share"): a rate not had, asked told.
_TELL = fold_words("bata batao bataiye batayein bataen बता बताओ बताइए बताएँ बताएं share send bhejo bhejiye भेजिए")
#: Words a cue of the waiting is made of.
_SPAN = _RATE | _WAITING | _GOT | _NOT | _HAVE | _TELL | fold_words("still abhi tak yet please")  # ("We do not have
# your rate for poha yet, please send it": its "please send" had been read as a refusal, the clause being negative)
