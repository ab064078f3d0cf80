"""Goods ordered and then taken back in another sentence of the same message (session 41, helper FU; issue 10):
"Send 4 trays eggs. Cancel the eggs, they will come broken anyway.", "Send 4 trays eggs. Actually don't send eggs,
last time they were broken.", "4 ट्रे अंडे भेजो। अंडे मत भेजो।", "4 tray ande bhejo. Ande nahi, pichli baar toote the."
— each had ordered 120 eggs, silently (the later sentence's cancel names no order and was folded into the order).
A shopkeeper would not send the eggs, or would ask: the message is refused (``contradictory.retracted``, naming the
sentence that takes the goods back: "you asked for them and then not — write one").

The same for the mirror, goods refused and then ordered in a later sentence ("Don't send eggs. Send 4 trays eggs.",
"अंडे मत भेजो। 4 ट्रे अंडे भेजो।"): tests/corpus_chat/README.md reads a *correction* as the writer's last word only
when a word says so ("Send 30 kg sugar… actually make it 60"; READING.md, corrections) and otherwise, "where a careful
shopkeeper might hesitate", makes the message unreadable ("Send 50 kg rice. Actually, don't." → ``contradictory``);
a bare "No eggs. Send 4 trays eggs." was already refused so. So the later word is not taken as the last: refused.

When: goods ordered with a count in one sentence (an order word there, or a plain counted line in a message of
orders), and the same goods named in another sentence whose chunk naming them says only that they are not wanted —
a negation, a cancel or refusal word, or a word of dropping ("skip", "scratch", "forget", "rehne do", "रहने दो",
"chhodo", "hatao") — among words of sending, needing and courtesy only (not "No broken eggs", "not the brown ones",
"not till Monday": those say how, which or when). That sentence states no figure (a new count is a correction,
``lang.second_thoughts``), names no bill or order (a cut of another order), asks nothing and puts no condition. And,
after an order, a sentence that is a bare taking back with no goods ("Scratch that.", "Cancel it.", "Forget it.",
"मत भेजो।", "Cancel kar do."). Several goods with one taken back ("Send 4 trays eggs and 10 kg sugar. No eggs.") are
refused too (the sugar alone, or the eggs after all? the shopkeeper asks).

Relatives, refused the same way: goods taken back later in the ordering sentence after a word of second thoughts
("Send 4 trays eggs, actually don't send eggs"); goods agreed or offered a price, then not wanted ("Rice ₹38 ok.
Actually, no rice." — only after: "Rice nahi. ₹36 mein do." is the README's counter-offer); any request followed by
a bare taking back ("Rice ₹38 ok. Forget it.", "B7 paid. Scratch that."; a bare cancel after a bill only disputed
or paid cancels that bill: "B1 is wrong. Please cancel it."); and, right after, a price agreed said not fine
("Chawal ₹38 theek hai. Nahi, theek nahi hai."), a payment said not made ("We paid B7. Actually we didn't."), a
dispute said fine after a "no" ("B7 galat hai. Nahi, B7 theek hai."). Linear in the tokens.

Shape: ``goods_taken_back(reader)`` with the MessageReader after its clause acts; sets ``reader.refused_why``.
"""
from __future__ import annotations

from lang.acts import NEGATIONS
from lang.gates import Gate
from lang.language import fold_phrase, fold_words
from lang.reasons import why

__all__ = ["goods_taken_back", "refused_here", "in_cell", "is_no", "OPENERS"]

#: Words that say goods are not wanted, beside the negations: dropping, cancelling, leaving.
_DROP = fold_words("leave cancel cancelled kainsal कैंसल कैन्सल rad radd रद्द skip scratch forget drop remove rehne rahne "
                   "रहने chodo chhodo chhod छोड़ो छोड़ छोड़िए chodiye chhodiye hatao hata hataiye हटाओ हटा हटाइए bhool "
                   "bhul भूल")
#: Words the chunk that takes goods back may also hold: sending, needing, courtesy, "this time", "actually".
_ALONG = fold_words(
    "actually sorry wait oh ok okay please pls plz kindly the any those these them it that this time we i us our "
    "out of from take taking lenge lege lena le लेंगे लेना ले ऑर्डर आर्डर "
    "do dont send sending sent need needed required require want wanted order ordered on second thought thoughts "
    "never mind about all at for now anymore more yaar bhai bhaiya ji sir arre are ab abhi waise vaise "
    "asal mein असल में वैसे अरे अब "
    "bhejo bhejna bhejiye bhejie bhejen bhej bhejiyega mangwana mangana chahiye chahie zarurat jarurat karo kar kardo "
    "kijiye kijie dijiye dijie dena de do dena hai hain is baar bilkul hi bhi ke ka ki liye koi ye yeh wo woh "
    "भेजो भेजना भेजिए भेजें भेज भेजिएगा मँगाना मंगाना चाहिए ज़रूरत जरूरत करो कर करें कीजिए दीजिए दें देना दो है हैं इस बार "
    "बिलकुल बिल्कुल ही भी के का की लिए कोई ये यह वो वह") - fold_words("today tomorrow kal aaj")
#: A sentence that takes back, with no goods, what was ordered before it (its words, after optional openers).
_BARE = tuple(fold_phrase(p) for p in (
    "scratch that", "scratch it", "changed my mind", "i changed my mind", "i have changed my mind", "change of plan",
    "mann badal gaya", "man badal gaya", "irada badal gaya", "मन बदल गया", "इरादा बदल गया", "cancel that", "cancel it", "cancel this", "cancel them", "forget it",
    "forget that", "forget about it", "never mind", "ignore that", "ignore it", "dont send", "dont send it",
    "dont send them", "do not send", "no need", "not needed", "mat bhejo", "mat bhejna", "mat bhejiye",
    "cancel karo", "cancel kar do", "cancel kar dijiye", "cancel kijiye", "nahi chahiye", "nahin chahiye",
    "mat bhejo", "chhodo", "chodo", "rehne do", "rehne dijiye", "rahne do", "रहने दो", "रहने दीजिए", "मत भेजो",
    "मत भेजना", "मत भेजिए", "कैंसल करो", "कैंसल कर दो", "कैंसल कर दीजिए", "रद्द करो", "रद्द कर दो", "रद्द कर दीजिए",
    "नहीं चाहिए", "छोड़ो", "छोड़ दो", "ज़रूरत नहीं", "zarurat nahi", "jarurat nahi"))
#: Words of an earlier time or of the past, which make a negation a fault told ("doodh theek nahi tha").
_PAST = fold_words("last previous earlier pichhli pichli pichhle pichle pichhla pichla पिछली पिछले पिछला yesterday kal कल "
                   "was were tha thi था थी थे nikla nikli nikle निकला निकली निकले came aaya aayi aaye आया आई आए")
#: The Devanagari words of "no" (``NEGATIONS`` holds their keys, and "नोट", a note, folds as "not").
_DEVA_NO = frozenset("नहीं नही न मत".split())
_THE = fold_words("the")  # (Hinglish "were"; English "the")
#: A request said, then denied in a bare sentence right after it, by its kind: a dispute said fine after a "no" ("B7
#: galat hai. Nahi, theek hai.", "Actually no, it's fine."), a payment said not made ("We paid B7. Actually we
#: didn't.", "B7 ka payment kar diya. Nahi, abhi nahi kiya." — ``lang.take_backs`` reads some), a price agreed said
#: not fine ("Rice ₹38 ok. Not ok.", "चावल ₹38 ठीक है। नहीं, ठीक नहीं है।"). kind → (phrases, a "no" needed first).
_DENIED = {kind: (tuple(fold_phrase(p) for p in phrases.split("|")), opened) for kind, phrases, opened in (
    ("dispute", "its fine|it is fine|is fine|is ok|is correct|is right|fine|all fine|all good|its ok|its okay|it is ok|its correct|it is correct|"
                "theek hai|thik hai|sahi hai|sab theek hai|ठीक है|सही है|सब ठीक है", True),
    ("pay", "we didnt|i didnt|didnt|we did not|not yet|not paid|not paid yet|not yet paid|we havent|havent|"
            "we have not|nahi kiya|abhi nahi|abhi nahi kiya|nahi hua|abhi nahi hua|nahi diya|abhi nahi diya|"
            "नहीं किया|अभी नहीं|अभी नहीं किया|नहीं हुआ|अभी नहीं हुआ|नहीं दिया|अभी नहीं दिया", False),
    ("accept", "not ok|not okay|not fine|not acceptable|no deal|not agreed|theek nahi|theek nahi hai|thik nahi|"
               "nahi chalega|manzoor nahi|ठीक नहीं|ठीक नहीं है|नहीं चलेगा|मंज़ूर नहीं|मंजूर नहीं", False))}
#: Request kinds a bare sentence after them takes back ("Rice ₹38 ok. Forget it.", "B7 paid. Scratch that.").
_ACTS = frozenset({"order", "accept", "offer", "pay", "dispute"})
#: Words of second thoughts opening a later chunk of the ordering sentence ("…, actually don't send eggs").
_SECOND = fold_words("actually sorry wait oh nahi nahin नहीं no arre अरे waise वैसे")
_BILL = fold_words("bill ka ki बिल का की")  # ("Nahi, B7 ka abhi nahi kiya": the id's own words)
_CELL_MARKS = frozenset("✔✅✓☑✖❌✗✘❎|")
#: The bare phrases that cancel, which after a bill only disputed or paid cancel that bill ("B1 is wrong. Please
#: cancel it.": a dispute, ``lang.bill_cancel_it``), taking nothing back.
_CANCELS = tuple(p for p in _BARE if set(p) & _DROP and not set(p) & fold_words(
    "scratch forget chodo chhodo chod rehne rahne रहने छोड़ो छोड़"))
#: Words that may open or close such a bare sentence ("Actually, cancel it.", "Nahi, mat bhejo.", "sorry").
_OPENERS = fold_words("actually sorry wait oh ok okay no nahi nahin नहीं arre are अरे bhai bhaiya ji please pls "
                      "on second thought thoughts waise वैसे asal mein असल में ab अब")
OPENERS = _OPENERS  # (for ``lang.said_then_no``)




def goods_taken_back(reader) -> None:
    """Refuse (``reader.refused_why`` = ``contradictory.retracted``) goods ordered and taken back in another
    sentence, either way round, or later in the same one after a word of second thoughts; and any request taken back
    by a bare sentence after it (module docstring). ``reader``: the MessageReader after its clause acts (tokens,
    cues, figs, mentions, clause_span, chunk_of, acts). Examples: "Send 4 trays eggs. Cancel the eggs." →
    refused naming "Cancel the eggs."; "4 tray ande bhejo. Ande mat bhejo." and "अंडे मत भेजो। 4 ट्रे अंडे भेजो।" → the
    same; "Chawal ₹38 theek hai. Nahi, rehne do." → refused naming "Nahi, rehne do."; "Send 4 trays eggs. Make it
    3." (a correction) and "Send 4 trays eggs. No broken eggs." are left as read."""
    if getattr(reader, "refused_why", None) is not None or getattr(reader, "retracted", None) or \
            _GATE.shut(reader._keys):
        return  # (refused already; or, speed, lang.gates: no word of taking back and no bare phrase whole)
    asked = [c.clause for c in reader.cues if c.kinds & _ACTS and not _asks(reader, c.clause)]
    if not asked:
        return
    ordered = _ordered(reader) if reader.mentions else {}
    figured = {f.clause for f in reader.figs}
    ids_at: dict[int, set[str]] = {}
    for p, ident in list(reader.order_ids) + list(reader.bill_ids):
        ids_at.setdefault(reader.clause_of[p], set()).add(ident)
    id_pos = {k for p, _ in list(reader.order_ids) + list(reader.bill_ids) for k in (p, p + 1)
              if k == p or k < reader.n and reader.tokens[k].kind == "num"}  # ("B", "7")
    named: dict[int, list] = {}
    for m in reader.mentions:
        named.setdefault(reader.clause_of[m.first], []).append(m)
    kinds_at: dict[int, set[str]] = {}
    for c in reader.cues:
        kinds_at.setdefault(c.clause, set()).update(c.kinds)
    for clause, (lo, hi) in sorted(reader.clause_span.items()):
        if clause in figured or clause in reader.background or _asks(reader, clause) or clause in ids_at and (
                named.get(clause) or not ids_at[clause] <= ids_at.get(clause - 1, set())):
            continue  # (another order's goods cut; another bill: "Paid B7. B8 not yet.")
        mine = named.get(clause)
        if mine is None:
            if clause > min(asked) and (clause not in ids_at and _bare(reader, lo, hi, _BARE) and not (
                    _bare(reader, lo, hi, _CANCELS) and all(kinds_at.get(a, set()) <= {"pay", "dispute"} for a in asked))
                    or any(
                    _bare(reader, lo, hi, table, opened, id_pos) for kind, (table, opened) in _DENIED.items()
                    if kind in kinds_at.get(clause - 1, ()))):  # "B7 galat hai. Nahi, B7 theek hai."
                reader.refused_why = why("contradictory.retracted", text=reader._clause_text(clause))
                return
            continue
        if any(any(a != clause and (both or a < clause) for a, both in ordered.get(m.sku, ())) and _not_wanted(
                reader, m, lo, hi) for m in mine):
            reader.refused_why = why("contradictory.retracted", text=reader._clause_text(clause))
            return
    _said_again(reader, named)


def _said_again(reader, named: dict[int, list]) -> None:
    """Goods ordered with a count, then taken back in a later chunk of the same sentence that opens with a word of
    second thoughts and states no figure: "Send 4 trays eggs, actually don't send eggs.", "4 tray ande bhejo, waise
    ande mat bhejo." (``reader.refused_why``)."""
    counted = {f.clause for f in reader.figs if f.kind == "qty"}
    for clause in {c.clause for c in reader.cues if "order" in c.kinds} & counted:
        lo, hi = reader.clause_span[clause]
        for m in named.get(clause, ()):
            chunk = reader.chunk_of[m.first]
            start = next(k for k in range(lo, m.first + 1) if reader.chunk_of[k] == chunk)
            if reader._word(start) in _SECOND and not any(
                    reader.tokens[k].kind == "num" for k in range(start, hi)) and any(
                    o.sku == m.sku and o.first < start and any(f.clause == clause and f.pos < start and f.kind == "qty"
                                                               for f in reader.figs) for o in named[clause]) and \
                    _not_wanted(reader, m, lo, hi):
                reader.refused_why = why("contradictory.retracted", text=reader._clause_text(clause))
                return


def _ordered(reader) -> dict[str, set[tuple[int, bool]]]:
    """sku → (clause, either way round) for the clauses ordering it with a count: an order word in the clause, or a counted line with no intent
    word after one ("Bhejiye: ⏎ - Maggi × 192"), in a message whose intent words order, cancel or refuse only; not a
    report before the order ("Kal ki sale: … biscuit 120 packet ⏎ … biscuit nahi chahiye ⏎ Bhejiye: …"); and the
    clauses agreeing to or offering its price, taken back only after them ("Rice ₹38 ok." before "Actually, no
    rice.", "I offer ₹36 for rice." before "No rice.")."""
    counted = {f.clause for f in reader.figs if f.kind in ("qty", "bare")}
    priced = {f.clause for f in reader.figs if f.kind == "price"}
    cued: dict[int, set[str]] = {}
    for c in reader.cues:
        if c.kinds:
            cued.setdefault(c.clause, set()).update(c.kinds)
    only_orders = all(kinds <= {"order", "cancel", "reject"} for kinds in cued.values())
    first = min((cl for cl, kinds in cued.items() if kinds == {"order"}), default=reader.n)
    out: dict[str, set[int]] = {}
    for m in reader.mentions:
        clause = reader.clause_of[m.first]
        kinds = cued.get(clause, set())
        if m.sku and clause in counted and clause not in reader.background and (
                kinds == {"order"} or not kinds and only_orders and clause > first):
            out.setdefault(m.sku, set()).add((clause, True))
        elif m.sku and kinds in ({"accept"}, {"offer"}) and clause in priced and not _asks(reader, clause):
            out.setdefault(m.sku, set()).add((clause, False))  # (taken back after it only: "Rice nahi. ₹36 mein
    return out  # do." refuses the old price and offers a new one, as the README reads a counter-offer)


def _asks(reader, clause: int) -> bool:
    """The clause asks or puts a condition (not a taking back)."""
    act = reader.acts.get(clause)
    return act is not None and (act.question or act.condition)


def _not_wanted(reader, m, lo: int, hi: int) -> bool:
    """The chunk of mention ``m`` says only that its goods are not wanted (module docstring)."""
    chunk = reader.chunk_of[m.first]
    said = False
    for k in range(lo, hi):
        if reader.chunk_of[k] != chunk or m.first <= k < m.last:
            continue
        t = reader.tokens[k]
        if t.kind == "num" or k in reader.item_tokens:
            return False  # a count, or other goods in the chunk
        if t.kind != "word":
            continue
        if is_no(t) or t.key in _DROP:
            said = True
        elif t.key not in _ALONG:
            return False  # "No broken eggs", "not the brown ones", "not till Monday"
    return said or _no_after(reader, chunk, hi)


def _no_after(reader, chunk: int, hi: int) -> bool:
    """The chunk right after ``chunk`` (in its clause, ending before ``hi``) is a bare "no": "Eggs - no.", "अंडे —
    नहीं।"."""
    words = [reader.tokens[k] for k in range(hi) if reader.chunk_of[k] == chunk + 1]
    return bool(words) and not any(t.kind == "num" for t in words) and any(
        t.kind == "word" and is_no(t) for t in words) and all(
        t.kind != "word" or is_no(t) or t.key in _DROP or t.key in _OPENERS for t in words)


def _bare(reader, lo: int, hi: int, table: tuple, opened: bool = False, skip: set[int] = frozenset()) -> bool:
    """The sentence is a bare phrase of ``table`` with no goods, with openers only around it (``opened``: one of
    them a "no": "Actually no, it's fine", "Nahi, theek hai"), its ids (positions ``skip``) and "bill" aside."""
    words = [t.key for k, t in enumerate(reader.tokens[lo:hi], lo) if t.kind == "word" and k not in skip
             and t.key not in _BILL]
    if not words or any(t.kind == "num" and k not in skip for k, t in enumerate(reader.tokens[lo:hi], lo)) or \
            in_cell(reader, lo, hi):
        return False
    k = 0
    while k < len(words) and words[k] in _OPENERS:
        k += 1
    rest = words[k:]
    while rest and rest[-1] in _OPENERS and tuple(rest) not in table:
        rest = rest[:-1]
    return bool(rest) and tuple(rest) in table and (not opened or not NEGATIONS.isdisjoint(words[:k]))


def refused_here(reader, m) -> bool:
    """Mention ``m``'s chunk holds a negation and no word of the past or an earlier time: the goods refused ("Ande
    nahi, pichli baar toote the": the chunk "Ande nahi"), not a fault of theirs told ("doodh theek nahi tha"). Read
    by ``lang.past_faults`` and ``lang.past_complaint``, which take a sentence of the past out."""
    lo, hi = reader.clause_span[reader.clause_of[m.first]]
    chunk = reader.chunk_of[m.first]
    words = {reader._word(k) for k in range(lo, hi) if reader.chunk_of[k] == chunk}
    return not NEGATIONS.isdisjoint(words) and _PAST.isdisjoint(words) and not (
        reader.language == "hinglish" and _THE in words)  # ("ande theek nahi the": were)


def in_cell(reader, lo: int, hi: int) -> bool:
    """The clause ``lo``..``hi`` is (in) a table's cell or follows a tick or cross mark: "| Badam 100 g | – | ❌ not
    needed |", "| Ghee 1 L | ₹565 | ❌ Nahi |" (a mark ends a clause: the words after it are the mark's, no sentence)."""
    return any(t.text == "|" for t in reader.tokens[lo:hi]) or lo > 0 and reader.tokens[lo - 1].kind == "sym" and \
        reader.tokens[lo - 1].text in _CELL_MARKS


def is_no(token) -> bool:
    """The word ``token`` says no: its key a negation, and in Devanagari one of नहीं, नही, न, मत (not "नोट", a
    heading "Note" that folds as "not")."""
    return token.key in NEGATIONS and (not token.text or not "\u0900" <= token.text[0] <= "\u097f"
                                       or token.text in _DEVA_NO)


#: Every refusal here needs a word saying no (``is_no``: a key of ``NEGATIONS``) or of dropping (``_DROP``) in the
#: chunk taking goods back, or a whole bare phrase (``_BARE``, ``_DENIED``'s) as a sentence (``lang.gates``).
_GATE = Gate("goods_taken_back", (goods_taken_back, _said_again, _ordered, _asks, _not_wanted, _no_after, _bare,
                                  in_cell, is_no), opens=(NEGATIONS, _DROP),
             alongside=(_ALONG, _OPENERS, _SECOND, _BILL, _CELL_MARKS, _ACTS, _DEVA_NO, _DENIED, _CANCELS),
             phrases=(_BARE, *(table for table, _ in _DENIED.values())))
