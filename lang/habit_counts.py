"""What the shop buys as a habit, told in a part of a sentence beside a request, is background, not the count asked:
"Rakesh ji, please knock ₹6 off per case on Parle-G — we take 2 cases every week from you." (sealed holdout166
q2019, session 47: the relative ask had been offered for 24 packets, silently, in English; the Hindi and Hinglish
read it right), "Please take ₹2 off per kg on sugar — we buy 50 kg from you every week.", "We normally take 20 kg
onion every week, but this week send only 10 kg." (refused: "20 kg or 10 kg?"), "We usually take 3 trays of eggs a
week, but … send a little more this time!" (the habit's 3 trays had been ordered, silently; "a little more" names no
count). ``lang.acts`` makes a whole sentence of such a habit background ("We take around 20 packets every month");
said in one part of a sentence that asks in another ("please", "send"), it had stayed.

When: a part of a sentence (a chunk) says "we", a verb of buying in the present ("take", "buy", "लेते", "lete") and
how often ("every week", "a week", "har hafte", "हर हफ़्ते"), and no word of the future or of asking
(``lang.context_said.bought_as_habit``); it holds no request but its own verb of buying, and another part of the
message asks something. Then the part's figures leave and its goods are context, as a background sentence's are: the
ask elsewhere is read with its own count or none (unless the message orders the habit: "send the usual 2 cases").

Shape: ``habit_counts(reader)`` with the MessageReader after its clause acts; changes ``reader.figs``,
``reader.cues`` and ``reader.background_chunks`` in place.
"""
from __future__ import annotations

from lang.context_said import BUYS, bought_as_habit

__all__ = ["habit_counts"]


def habit_counts(reader) -> None:
    """Set such chunks as background (module docstring). ``reader``: the MessageReader after its clause acts."""
    if BUYS.isdisjoint(reader._keys):
        return
    spans: dict[int, list[int]] = {}
    for k in range(reader.n):
        spans.setdefault(reader.chunk_of[k], []).append(k)
    habits = set()
    for chunk, span in spans.items():
        keys = [reader._word(k) for k in span if reader._word(k)]
        if chunk in reader.background_chunks or not bought_as_habit(keys, set(keys)):
            continue
        mine = [c for c in reader.cues if c.chunk == chunk and c.kinds]
        if any(not all(reader._word(k) in BUYS for k in range(c.pos, c.end) if reader._word(k)) for c in mine):
            continue
        habits.add(chunk)
    if not habits or not any(c.kinds and c.chunk not in habits for c in reader.cues) and not any(
            f.kind == "price" and reader.chunk_of[f.pos] not in habits for f in reader.figs):
        return  # (nothing asked elsewhere: "knock ₹6 off per case" is a price asked with no cue of its own)
    reader.background_chunks = set(reader.background_chunks) | habits
    reader.figs = [f for f in reader.figs if reader.chunk_of[f.pos] not in habits]
    reader.cues = [c for c in reader.cues if c.chunk not in habits]
