"""A count told of a time to come, beside goods asked now, is no count of today's request (issue 10; probes33
q043/q045/q046, holdout77 q9042): "Next week we'll need around 40 kg sugar; for now send 10 kg.", "Please send 50 kg
rice. Next month I'll need 100 kg more.", "Send 3 trays eggs today. From Monday we'll need 5 trays daily.", "अगले
हफ़्ते करीब 40 किलो चीनी चाहिए होगी; अभी 10 किलो भेजो।", "50 किलो चावल भेज दो। अगले महीने 100 किलो और लगेगा।",
"Agle hafte kareeb 40 kg cheeni chahiye hogi; abhi 10 kg bhejo.", "Atta we will order next week."

The reader had taken both counts as today's ("sugar: 40 kg or 10 kg? write the one count you want") or the goods
of the later need as ordered now with no count ("how many packets of wheat flour?"). A shopkeeper sends what is
asked now and notes the rest for later: the need to come is news. (Alone, a need to come is refused as not yet
decided: ``lang.need_later``; that stays.)

When: a part of a sentence (a chunk) that names a time to come ("next week", "next month", "agle hafte", "अगले
महीने", "from Monday", "सोमवार से", "somvar se") and says the need or the order in the future ("will need", "we'll
order", "I'll need", "chahiye hogi", "लगेगा", "लगेंगी", "mangayenge", "मँगाएँगे"), holds no word of asking but that
need's own, is no question and no condition, while another chunk asks goods sent now with a count. Then the chunk's
counts leave and its goods are context (as a background sentence's are; they stay referents of a count without
goods: "… 40 kg sugar; for now send 10 kg" sends 10 kg sugar). Not when the message asks the later count now ("send
the 100 kg next month's too").

Shape: ``later_counts(reader)`` with the MessageReader after its clause acts (``lang.after_acts``, before
``lang.need_later``); changes ``reader.cues``, ``reader.figs`` and ``reader.background_chunks`` in place. Linear in
the tokens.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.background_chunks import told_as_background

__all__ = ["later_counts"]

#: "next", "agle", "अगले": a time to come, said of the span after it ("next week", "agle mahine").
_NEXT = fold_words("next agle agli agla अगले अगली अगला")
_SPANS = fold_words("week weeks month months hafte hafta हफ़्ते हफ्ते हफ़्ता हफ्ता mahine mahina महीने महीना year "
                    "saal साल time baar बार")
#: Days a need starts from ("from Monday", "सोमवार से", "somvar se").
_DAYS = fold_words("monday tuesday wednesday thursday friday saturday sunday somvar mangalvar budhvar guruvar "
                   "shukravar shanivar ravivar सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार")
_FROM = fold_words("from se से")
#: The future of a need or an order: "will"/"'ll"/"shall"/"going" before an English verb, "hoga"/"होगी" after
#: "chahiye", or a future form of its own ("lagega", "लगेंगी", "mangayenge", "मँगाएँगे").
_WILL = fold_words("will ll shall going well ill theyll")  # ("we'll", "I'll" are written "well", "Ill")
_ENGLISH_NEED = fold_words("need require order want take")
_CHAHIYE = fold_words("chahiye chahie chaiye चाहिए चाहिये")
_HOGA = fold_words("hoga hogi honge होगा होगी होंगे")
_FUTURE = fold_words("lagega lagegi lagenge लगेगा लगेगी लगेंगे लगेंगी mangayenge mangwayenge mangaenge मँगाएँगे "
                     "मंगाएंगे मँगवाएँगे मंगवाएंगे मंगाएँगे "
                     # "we'll take" in Hindi: "agle hafte 2 tray aur lenge", "अगले महीने 20 पैकेट लेंगे" (session 52)
                     "lenge lunga lungi lengi लेंगे लूँगा लूंगा लूँगी लूंगी लेंगी")
#: Requests of another kind that a later count may stand beside: "Paid B4 today. Next week we'll take 10 litres of
#: ghee." pays B4 and promises the ghee (session 52, probes52_pt t3033, t3048); so does a bill or order named apart
#: ("B9 की चीनी गीली थी, कृपया देख लीजिए। अगले हफ़्ते 30 किलो और लेंगे।": the complaint's cue comes later).
_OTHER_NOW = frozenset({"pay", "dispute", "cancel", "ask_bill", "ask_delivery"})  # (not a rate asked: "अगले हफ़्ते 30 किलो
# आटा मँगाएँगे। आपका भाव क्या रहेगा?" asks the rate of the 30 kg, probes33 q089)
#: Words of more after a count ("2 more trays", "2 aur tray"), which leave it a bare figure.
_MORE = fold_words("more extra aur और zyada jyada ज़्यादा ज्यादा")
#: Intent kinds a later chunk may hold (the need's own "order" word); any other asks something.
_ALLOWED = frozenset({"order", "order_ref", "neutral"})


#: "pakka" before a future verb of taking is "surely", no agreement: "agle hafte 2 tray aur pakka lenge" (session 52).
_SURELY = fold_words("pakka paka pakki पक्का पक्की")


def _surely(reader, cue) -> bool:
    """The cue is an accept read off "pakka" right before a future verb ("pakka lenge", "पक्का लेंगे")."""
    return cue.kinds == frozenset({"accept"}) and cue.end - cue.pos == 1 and reader._word(cue.pos) in _SURELY \
        and reader._word(cue.pos + 1) in _FUTURE


def _later(words: list[str]) -> bool:
    """The chunk's words name a time to come and a need or order in the future (module docstring)."""
    timed = any(w in _NEXT and n + 1 < len(words) and words[n + 1] in _SPANS for n, w in enumerate(words)) or any(
        w in _DAYS and (n > 0 and words[n - 1] in _FROM or n + 1 < len(words) and words[n + 1] in _FROM)
        for n, w in enumerate(words))
    if not timed:
        return False
    return any(w in _FUTURE or w in _ENGLISH_NEED and any(v in _WILL for v in words[max(0, n - 2):n])
               or w in _CHAHIYE and n + 1 < len(words) and words[n + 1] in _HOGA for n, w in enumerate(words))


def later_counts(reader) -> None:
    """Read the counts of a time to come as context beside goods asked now (module docstring)."""
    if _NEXT.isdisjoint(reader._keys) and _DAYS.isdisjoint(reader._keys):
        return
    words: dict[int, list[str]] = {}
    chunks_of: dict[int, list[int]] = {}
    clause_of_chunk: dict[int, int] = {}
    for k, t in enumerate(reader.tokens):
        ch = reader.chunk_of[k]
        if ch not in clause_of_chunk:
            clause_of_chunk[ch] = reader.clause_of[k]
            chunks_of.setdefault(reader.clause_of[k], []).append(ch)
        if t.kind == "word":
            words.setdefault(ch, []).append(t.key)
    asking = {c.chunk for c in reader.cues if c.kinds - _ALLOWED and not _surely(reader, c)}
    later = set()
    for clause, chunks in chunks_of.items():
        act = reader.acts.get(clause)
        if act is None or act.question or act.condition or act.negative:
            continue
        whole = [w for ch in chunks for w in words.get(ch, ())]
        if not _later(whole):
            continue
        said = {ch for ch in chunks if _later(words.get(ch, []))}
        if not said:
            said = set(chunks)  # ("अगले महीने 100 किलो और लगेगा": the time and the need in two chunks of one sentence)
        if said & asking:
            continue
        later |= said
    if not later:
        return
    counted = {reader.chunk_of[f.pos] for f in reader.figs if f.kind in ("qty", "badqty")}
    now = {c.chunk for c in reader.cues if "order" in c.kinds and c.chunk not in later}
    if not now & counted and not any(c.kinds & _OTHER_NOW and c.chunk not in later for c in reader.cues) and not any(
            reader.chunk_of[p] not in later for p, _ in reader.bill_ids + reader.order_ids):
        return  # nothing sent now with a count, no other request and no id named apart: left to lang.need_later
    if any(f.kind in ("price", "bare", "total") and reader.chunk_of[f.pos] in later and not (
            f.kind == "bare" and reader._word(f.end) in _MORE) for f in reader.figs):
        return  # (a price said for later: a term, not read here; "we'll take 2 more trays" is a count)
    for c in reader.cues:
        if c.chunk in later:
            c.kinds = frozenset()
    told_as_background(reader, later)
