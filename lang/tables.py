"""Markdown tables in a message (part of stage 1, cleaning; moved out of ``lang.clean``): a table quoting the
supplier's own list back is dropped, a column of someone else's figures ("Your price", "Old rate", "MRP") is
dropped, a figure in a column headed as the writer's own bid ("Our offer", "हमारा भाव") is marked as offered, and a
figure in a remarks column ("Remark: stock left: 3", "last time ₹40") is a note, not the row's (breaker N,
thirteenth session: such a row had been read as stock told and dropped beside other requests). Beside a column of
the writer's answers ("| Tomato | ₹35/kg | Could you do ₹31/kg? |"), the supplier's rate in a row whose answer names
a price of its own is context (sealed holdouts 60 and 101, s26). Linear in the text.
"""
from __future__ import annotations

import re

__all__ = ["drop_reference_columns"]

#: A column of the past's figures named by what they came on ("Last bill rate", "Last bill (₹)", "Last month price",
#: "पिछले बिल का रेट", "Pichle bill ka rate"; fixer AM, s33: read as the order's price): a past price is no offer;
#: "Last paid (Nov)", "पिछली बार दिया (नवंबर)" (corpus_probes51_ca n3021: each order had taken the November price).
_PAST_BILL = (r"\blast\s+(?:bill|invoice|paid)\b|पिछली\s+बार\s+(?:दिया|दिए|का|की|के)|\bpichh?li\s+baar\s+(?:diya|diye|ka|ki|ke)\b|\b(?:last|previous|old|earlier)\s+(?:\w+(?:'s)?\s+){1,2}(?:price|rate|bhav|cost)\b|"
              r"\b(?:pichl[aei]|pichhl[aei])\s+(?:\w+\s+){0,2}(?:rate|bhav|bhaav|bill|daam)\b|"
              r"पिछल[ेी]\s+(?:\S+\s+){0,2}(?:रेट|भाव|बिल|दाम|कीमत)")
#: Table columns that hold someone else's figures ("Your price", "Old rate", "MRP"): dropped.
_REFERENCE_COLUMN = re.compile(_PAST_BILL + "|" r"\b(?:your|aapka|aapke|old|earlier|previous|current|quoted|last)\s+(?:price|rate|quote|bhav)|"
                               r"\bmrp\b|\bmarket\b|\bmandi\b|आपका\s+(?:रेट|भाव)|आपके\s+(?:रेट|भाव)|पुराना|पिछला|"
                               r"बाज़ार|मंडी|एमआरपी|\b(?:pichla|pichhla|purana)\s+(?:rate|bhav|bhaav)", re.IGNORECASE)
#: Of those, the past's ("Last rate", "पिछला भाव", "Pichla rate"): dropped from a two-column table too ("| Item | Last
#: rate |" over "Please send your current rates": the rates asked, not offered); a past price is never the one agreed.
_PAST_COLUMN = re.compile(r"\b(?:old|earlier|previous|last|pichla|pichhla|purana)\s+(?:price|rate|quote|bhav|bhaav)|"
                          r"पुराना|पिछला|" + _PAST_BILL, re.IGNORECASE)


#: Table columns that hold the writer's own bid ("Our offer", "Hamara rate", "हमारा भाव"): each figure is offered.
_OFFER_COLUMN = re.compile(r"\b(?:our|hamara|hamari|humara|hamare|my|mera)\s+(?:price|rate|offer|bhav|bid|counter)|"
                           r"\bcounter(?:\s*offer)?\b|हमारा\s+(?:रेट|भाव|दाम|ऑफ़र|ऑफर)|हमारी\s+(?:कीमत|दर)",
                           re.IGNORECASE)
#: A column of row numbers ("#", "S.No.", "Sr", "क्र.", "क्रम सं."): its figures count rows, not goods.
_SERIAL_COLUMN = re.compile(r"^\s*(?:#|no\.?|s\.?\s*no\.?|sr\.?(?:\s*no\.?)?|sl\.?(?:\s*no\.?)?|क्र\.?(?:\s*सं\.?)?|क्रम"
                            r"(?:\s*(?:सं\.?|संख्या))?|kram)\s*$", re.IGNORECASE)
_FIGURE = re.compile(r"[0-9\u0966-\u096f]")
#: A column of the writer's answer to each row ("| Item | Your rate | Our answer |" → OK / No): with it and no bid
#: of the writer's own, the reference column holds the very price accepted or refused (breaker V v061).
_ANSWER_COLUMN = re.compile(r"\b(?:answer|decision|reply|response|jawab|jawaab|faisla|view|opinion|verdict|raay|raaye)\b|"
                            r"जवाब|फ़ैसला|फैसला|राय", re.IGNORECASE)  # ("Our view", "हमारी राय", "Hamari raay" over
# "| Moong dal | ₹108/kg | Too high |": the quoted rate refused at its price, holdout106 c9023, fixer CT s37)
#: Table columns of remarks: a figure in one is a note ("stock left: 3", "last time ₹40"), not the row's (breaker N).
_NOTE_COLUMN = re.compile(r"\b(?:remarks?|notes?|comments?)\b|टिप्पणी|रिमार्क|नोट", re.IGNORECASE)
#: A line that heads the supplier's own list ("Your list for today:", "Re: your price list", "Aapki rate list:",
#: "आपकी भाव-सूची:"): a table right under it is their quote, unless its rows carry the writer's decisions.
_THEIR_LIST = re.compile(r"^\s*(?:re:\s*)?(?:your|aapki|aapka|aapke|apki|apka|आपकी|आपका|आपके)\b[^\n]{0,40}?"
                         r"(?:list|rates?|prices?|quote|quotation|bhav|bhaav|भाव|सूची|रेट)\b[^\n]{0,30}$",
                         re.IGNORECASE)
#: Words of sending in that line: it heads an order ("Your last rate is too high. Send these:", "Aapka pichla rate
#: zyada hai. Ye bhej do:", a walker's mail of session 51: the table had been dropped as their list and the quote's
#: goods refused, silently).
_SEND = re.compile(r"\b(?:send|deliver|dispatch|supply|order|book|bhej\w*|bhij\w*)\b|भेज|भिज", re.IGNORECASE)
#: Marks of a decision in a table's rows (✅ OK, ❌ No, "accept", "theek", "nahi"): the writer's own answer.
_DECISION = re.compile(r"[✅❌✔✓✗✘]|\b(?:ok|okay|accept|accepted|acceptable|approved|fine|yes|no|nahi|nahin|theek|"
                       r"thik|chalega|haan|manzoor|manjoor|counter|offer|reject)\b|ठीक|नहीं|हाँ|चलेगा|मंज़ूर|मंजूर",
                       re.IGNORECASE)


def _figures(cell: str) -> str:
    """The digits of a table cell, in order ("₹22/kg" → "22"): two cells with the same are the same price."""
    return "".join(ch for ch in cell if ch.isdigit() or ch == ".")


def _drop_their_lists(lines: list[str]) -> list[str]:
    """Lines without the tables that quote the supplier's list back ("Your list for today:" and a table of items
    and their rates, no decision in its rows): those are the supplier's prices, not the writer's."""
    out: list[str] = []
    k = 0
    while k < len(lines):
        ln = lines[k]
        if ln.strip().startswith("|") and k > 0:
            end = k
            while end < len(lines) and lines[end].strip().startswith("|"):
                end += 1
            heading = next((p for p in reversed(lines[:k]) if p.strip()), "")
            rows = lines[k:end]
            if _THEIR_LIST.match(heading) and not _SEND.search(heading) and not any(
                    _DECISION.search(r) for r in [heading] + rows[1:]):
                k = end  # the supplier's list, quoted back
                continue
            out.extend(rows)
            k = end
            continue
        out.append(ln)
        k += 1
    return out


def drop_reference_columns(text: str) -> str:
    """In a markdown table whose header names a reference column ("| Item | Your price | Our offer |"), drop it;
    a figure in a column headed as the writer's own bid ("Our offer", "हमारा भाव") is marked as offered."""
    lines = _drop_their_lists(text.split("\n"))
    out, drop, offer, answered, asked = [], None, set(), (set(), set()), []
    for ln in lines:
        cells = ln.strip().strip("|").split("|") if ln.strip().startswith("|") else None
        if cells is None:
            out.extend(["", *asked, ""] if asked else [])
            drop, offer, answered, asked = None, set(), (set(), set()), []
            out.append(ln)
            continue
        if drop is None:
            drop = {k for k, c in enumerate(cells) if _REFERENCE_COLUMN.search(c) or _SERIAL_COLUMN.match(c)} \
                if len(cells) > 2 else {k for k, c in enumerate(cells) if k and _PAST_COLUMN.search(c)}
            offer = {k for k, c in enumerate(cells) if _OFFER_COLUMN.search(c)} if len(cells) > 2 else set()
            serial = {k for k, c in enumerate(cells) if _SERIAL_COLUMN.match(c)} if len(cells) > 2 else set()
            drop |= _new_rate_columns(cells, offer or {k for k, c in enumerate(cells) if _ANSWER_COLUMN.search(c)})
            past = {k for k, c in enumerate(cells) if k and _PAST_COLUMN.search(c)}
            if not offer and any(_ANSWER_COLUMN.search(c) for k, c in enumerate(cells) if k not in drop):
                answered = (drop - serial - past, {k for k, c in enumerate(cells) if _ANSWER_COLUMN.search(c)})
                drop = serial | past  # "| Jaggery | ₹60/kg | **OK** |": the price the answer takes or refuses (an
                # "Old rate" beside it is the past, dropped: "| Atta | ₹220 | ₹230 | ok, send 8 bags |")
            note = {k for k, c in enumerate(cells) if _NOTE_COLUMN.search(c)} if len(cells) > 2 else set()
            word = "प्रस्ताव" if any("\u0900" <= ch <= "\u097f" for ch in ln) else "prastav" if re.search(
                r"\b(?:hamara|hamari|humara|hamare|mera)\b", ln, re.IGNORECASE) else "offer"  # in the header's language
        else:
            line = _price_asked_in_note(cells, note)
            if line:  # "| Eggs | 4 trays | ₹180/tray ok? |": the row's price asked, a line of its own after the table
                asked.append(line)
                continue
            cells = _theirs_beside_ours(cells, *answered, word)
            theirs = {_figures(cells[k]) for k in drop - serial if k < len(cells)}  # (a bid equal to their rate
            cells = ["" if k in note and _FIGURE.search(c) else c.strip() + (" " + word if k in offer and _FIGURE.search(
                c) and _figures(c) not in theirs else "") for k, c in enumerate(cells)]  # is their rate taken, no
            # offer: "| Salt | 50 kg | ₹22 | ₹22 |"); a remark with a figure is a note ("stock left: 3")
            cells = _agreed_unchanged(cells, drop - serial - past, offer)  # "| Butter | ₹52 | ₹52 | ok, no change |"
        kept = [c for k, c in enumerate(cells) if k not in drop]
        out.append("| " + " | ".join(c.strip() for c in kept) + " |")
    return "\n".join(out + (["", *asked] if asked else []))


#: A remark that asks about a price: a figure, then a question mark ("₹180/tray ok?", "₹180/ट्रे चलेगा?", "180/tray
#: chalega?").
_PRICE_ASKED = re.compile(r"[0-9\u0966-\u096f][^?？]*[?？]")


def _price_asked_in_note(cells: list[str], note: set[int]) -> str:
    """A table row whose remarks cell asks about a price ("| Eggs | 4 trays | ₹180/tray ok? |", "| अंडे | 4 ट्रे |
    ₹180/ट्रे चलेगा? |", holdout180 l3005) written as a line of its own ("Eggs 4 trays: ₹180/tray ok?"), or ``""``.
    Emptied as a note, the price had gone and the row was ordered at the desk's price; the writer asks whether his
    price will do (an offer), so the row is read as that question, apart from the rows it orders."""
    asked = [k for k in note if k < len(cells) and _PRICE_ASKED.search(cells[k])]
    if len(asked) != 1:
        return ""
    rest = [c.strip() for k, c in enumerate(cells) if k != asked[0] and c.strip().strip("-—–")]
    return (" ".join(rest) + ": " + cells[asked[0]].strip()) if rest else ""


#: A price in an answer cell: ₹ or Rs before a figure, or a figure alone ("₹42", "Rs 42", "**42**"); not a count
#: ("✅ accepted — 30 kg").
_PRICE_CELL = re.compile(r"₹\s*[0-9\u0966-\u096f]|\b(?:rs|inr)\.?\s*[0-9]|^[\s*]*[0-9\u0966-\u096f][0-9\u0966-\u096f.,]*[\s*]*$",
                         re.IGNORECASE)


def _theirs_beside_ours(cells: list[str], refs: set[int], answers: set[int], word: str) -> list[str]:
    """A row of a table with the supplier's rate beside the writer's answer ("| Tomato | ₹35/kg | Could you do
    **₹31/kg**? |", "| चीनी | ₹44/किलो | ₹42 |"): when the answer names a price of its own, the supplier's rate in that
    row is context, emptied (sealed holdouts 60 and 101, s26: "what is ₹35/kg for?"); a row whose answer names no
    price ("✅ OK") keeps it, the price the answer takes or refuses. An answer that is a bare price ("₹42") is marked
    as offered, with ``word`` ("offer", "prastav", "प्रस्ताव"): the writer's bid. ``refs``: the reference columns;
    ``answers``: the answer columns."""
    said = [_figures(cells[k]) for k in answers if k < len(cells) and _PRICE_CELL.search(cells[k])]
    if not said:
        return cells
    theirs = {_figures(cells[k]) for k in refs if k < len(cells)}
    if any(f in theirs for f in said):  # the answer repeats their rate, taken or refused at it: in words, said once,
        marked = any(_MARK.search(cells[k]) for k in answers if k < len(cells))  # in the answer ("| Tea | ₹120 | no –
        return cells if marked else ["" if k in refs and _figures(c) in said else c for k, c in enumerate(cells)]  # not
        # at ₹120 |": read twice, an order of one packet at ₹120, corpus_probes52_ta s3040; "❌ Not at ₹82" beside it
        # reads as it did, holdout134 f7043)
    return ["" if k in refs else c + (" " + word if k in answers and _FIGURE.search(c) and not _DECISION.search(c)
                                      and "?" not in c else "") for k, c in enumerate(cells)]


#: A decision's mark ("✅", "❌"): a row so marked beside its rate reads its rate as the price taken or refused.
_MARK = re.compile(r"[✅❌✔✓✗✘]")


#: A column of the supplier's new rates ("New rate", "Revised rate", "नया रेट", "Naya rate"): beside a column of the
#: writer's own bid or answer, it is the supplier's figure (corpus_probes52_ta s3004, s3040: "what is ₹195 for?").
_NEW_COLUMN = re.compile(r"\b(?:new|revised|naya|nayi|naye|current)\s+(?:price|rate|rates|bhav|bhaav|daam)\b|"
                         r"(?:नया|नई|नए|संशोधित)\s+(?:रेट|भाव|दाम|दर)", re.IGNORECASE)


def _new_rate_columns(cells: list[str], ours: set[int]) -> set[int]:
    """The columns of a table header that hold the supplier's new rate ("| Item | Old rate | New rate | Our offer
    |"), when a column of the writer's own bid or answer (``ours``) stands beside them; else none."""
    if not ours or len(cells) < 3:
        return set()
    return {k for k, c in enumerate(cells) if k and k not in ours and _NEW_COLUMN.search(c)}


def _agreed_unchanged(cells: list[str], refs: set[int], offer: set[int]) -> list[str]:
    """A row whose bid cell agrees without a figure of its own ("| Butter | ₹52 | ₹52 | ok, no change |", "ठीक है, कोई
    बदलाव नहीं"): the supplier's rate in the one reference column left of it is the price agreed, written into the
    cell ("ok, no change ₹52"); any other row is as it was. ``refs``: the reference columns (the past's among them
    are left out by the caller); ``offer``: the bid column."""
    if len(offer) != 1 or len(refs) != 1 or max(*offer, *refs) >= len(cells):
        return cells
    k, ref = next(iter(offer)), next(iter(refs))
    if _FIGURE.search(cells[k]) or not _DECISION.search(cells[k]) or not _PRICE_CELL.search(cells[ref]):
        return cells
    return [c.rstrip() + " " + cells[ref].strip() if j == k else c for j, c in enumerate(cells)]
