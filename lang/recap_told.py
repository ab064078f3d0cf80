"""Goods told again to recap an order, beside a question about its delivery: "Following up on O6. To recap: 5 kg red
chilli powder, 3 kg turmeric and 20 kg jaggery. Can it be dispatched tomorrow morning?", "O6 के बारे में … दोबारा बता
दूँ: 5 किलो लाल मिर्च पाउडर, 3 किलो हल्दी और 20 किलो गुड़। क्या इसे कल सुबह रवाना करना संभव होगा?", "O6 ka follow-up.
Dobara bata doon: 5 kilo laal mirch, 3 kilo haldi aur 20 kilo gud. Kya isko kal subah bhej sakte ho?" (holdout185
hi-u3036; session 54, SILENT54). The goods, with their counts and no word of their own, had been read as an order
beside the question — the order placed again, silently. A recap tells the order's contents; it asks nothing.

``recap_clauses(reader)`` → the clauses that open with a word of recapping ("recap", "to repeat", "as a reminder",
"दोबारा बता दूँ", "फिर से बता दूँ", "dobara bata doon", "yaad dila doon", "याद दिला दूँ") and hold no intent word.
``lang.delivery_asked`` reads their goods as the order's, told (as it reads "Order O16 was placed … for 40 kg onion.
When will it be dispatched?"), when a question asks after the one order the message names.
"""
from __future__ import annotations

from lang.language import fold_words

__all__ = ["recap_clauses"]

#: Words that recap by themselves ("To recap:", "Recap -", "As a reminder:").
_RECAP = fold_words("recap recapping reminder")
#: "again" then "tell" within two words: "दोबारा बता दूँ", "phir se bata doon", "फिर से बता दूँ".
_AGAIN = fold_words("dobara dubara दोबारा phir fir फिर")
_TELL = fold_words("bata bataa बता batadoon dohra दोहरा")
#: "yaad dila doon", "याद दिला दूँ" (let me remind).
_YAAD = fold_words("yaad yad याद")
_DILA = fold_words("dila दिला")
#: How many words into its clause the recap must stand.
_OPENING = 6


def recap_clauses(reader) -> set[int]:
    """The clauses of ``reader`` (the MessageReader) that open with a recap and hold no intent cue."""
    keys = reader._keys
    if _RECAP.isdisjoint(keys) and (_AGAIN.isdisjoint(keys) or _TELL.isdisjoint(keys)) and (
            _YAAD.isdisjoint(keys) or _DILA.isdisjoint(keys)):
        return set()
    out = set()
    cued = {c.clause for c in reader.cues if c.kinds}
    for cl, (lo, hi) in reader.clause_span.items():
        if cl in cued:
            continue
        words = [t.key for t in reader.tokens[lo:hi] if t.kind == "word"][:_OPENING]
        if any(w in _RECAP for w in words) or any(
                a in _AGAIN and _TELL.intersection(words[j + 1:j + 3]) or a in _YAAD and _DILA.intersection(
                    words[j + 1:j + 2]) for j, a in enumerate(words)):
            out.add(cl)
    return out
