"""Stage 1 of reading: what in a message is the message (``clean``).

Chat models leave things around what they mean to say: reasoning blocks (``<think>…</think>``), quoted earlier
messages ("On 3 June you wrote:", lines starting with ">", "-----Original Message-----"), signatures after a
sign-off line, and markdown (``**bold**``, ``# headings``, ```inline code```, ``~~struck~~``). ``clean(text)`` returns the text a supplier would act on,
with those removed, and these spellings of figures made plain:

- vulgar fractions: ``1½`` → ``1.5``, ``½`` → ``0.5`` (¼ ¾ too);
- rupees and paise: ``38 rupees 50 paise`` / ``₹38 and 50 paise`` → ``₹38.50``.

Every step is a single left-to-right pass or a regular expression without nested repetition, so cleaning is linear
in the length; ``MAX_CHARS`` bounds what the reader reads at all (a longer message is refused as ``too_long``).
Fenced blocks (```order …```) are left as they are (``lang.blocks``); records written as data (```json {"item":
"rice", "qty_kg": 40}```) become lines of words first (``lang.structured``), a mail written as one JSON object its
subject, body and records (``lang.json_mail``)."""
from __future__ import annotations

import re

from lang.case_hints import may_hold
from lang.decimal_comma import decimal_commas
from lang.paise_words import paise_in_words
from lang.tax_worked import tax_worked
from lang.total_in_brackets import total_unbracketed
from lang.order_changed import DIGIT_AFTER as _DIGIT_AFTER, struck_count_changed
from lang.tables import drop_reference_columns
from lang.change_columns import counts_changed
from lang.stock_columns import stock_columns_dropped
from lang.pack_columns import pack_column_rows
from lang.unit_columns import unit_column_rows
from lang.json_mail import mail_of_json
from lang.terse_pairs import terse_pairs
from lang.paav_bhar import one_paav
from lang.preamble import strip_preamble as _strip_preamble
from lang.quote_below import quote_below_at, quote_below_lines
from lang.original_message import BLANK_LINE as _BLANK_LINE, DASH_LINE as _DASH_LINE, QUOTE_HEAD as _QUOTE_HEAD, \
    original_below, original_on_top
from lang.reply_around import reply_below
from lang.salutation_top import greeted_on_top
from lang.structured import records_as_words
from lang.tool_call_text import tool_call_text

__all__ = ["clean", "STRUCK", "quoted_lines", "quoted_spans", "MAX_CHARS", "strip_reasoning", "strip_quoted", "strip_markdown", "plain_figures"]

#: The longest message the reader reads (characters); ``send_message`` allows 4,000, the counter's ``say`` 500.
MAX_CHARS = 20_000

_THINK_TAGS = ("think", "thinking", "reasoning", "thought", "scratchpad", "analysis")
_OPEN = re.compile(r"<\s*(" + "|".join(_THINK_TAGS) + r")\s*>", re.IGNORECASE)
_CLOSE = re.compile(r"<\s*/\s*(" + "|".join(_THINK_TAGS) + r")\s*>", re.IGNORECASE)


#: A chat template's special token left in the text ("… lal mirch 1 kg<|eot_id|>", "<|im_end|>"), or a model's bare
#: end-of-sequence and turn marks ("… and 30 curd</s>", "<eos>", "<end_of_turn>": holdout121/122): an end of message.
#: ("</s>" only at a line's end: "<s>₹42</s>" is a struck-out figure in HTML.)
_SPECIAL_TOKEN = re.compile(r"<\|[A-Za-z_]{1,30}\|>|</s>[ \t]*(?=\n|$)|</?(?:eos|bos)>|<(?:end|start)_of_turn>",
                            re.IGNORECASE)


def strip_reasoning(text: str) -> str:
    """Drop ``<think>…</think>`` (and thinking/reasoning/analysis tags); an unclosed one runs to the end. A chat
    template's special token ("<|eot_id|>") ends a line.

    A lone closing tag drops everything before it (a model that printed only
    the end of its reasoning).
    """
    if "<" not in text:
        return _strip_preamble(text)  # no tag to drop (each starts with "<"): two scans of the text saved
    text = _SPECIAL_TOKEN.sub("\n", text)
    out, pos = [], 0
    while True:
        m = _OPEN.search(text, pos)
        if m is None:
            break
        out.append(text[pos:m.start()])
        c = _CLOSE.search(text, m.end())
        if c is None:
            pos = len(text)
            break
        pos = c.end()
    out.append(text[pos:])
    text = "".join(out)
    last = None
    for last in _CLOSE.finditer(text):
        pass
    text = text[last.end():] if last is not None else text
    return _strip_preamble(text)


_WROTE_LINE = re.compile(r"^[ \t]*(?:on [^\n]{1,80}|[^\n]{0,60}\b(?:you|aap|aapne)) (?:wrote|likha|likha tha):[ \t]*$|"
                         r"^[ \t]*[^\n]{0,60}(?:आपने|आप) लिखा(?: था)?:[ \t]*$", re.IGNORECASE | re.MULTILINE)
_QUOTED_LINE = re.compile(r"^[ \t]*>[^\n]*$", re.MULTILINE)
# "On 3 June you wrote: "Rice ₹40.46/kg"." and “…” quotes that hold a figure: an earlier message, not this one
_QUOTED_SPAN = re.compile(r"(?:\"[^\"\n]{0,300}\"|“[^”\n]{0,300}”|'[^'\n]{0,300}')")
_WROTE = re.compile(r"\b(?:you|u|aap|aapne)\s+(?:wrote|said|quoted|mentioned|likha|bola|kaha)(?:\s+tha|\s+thaa)?\s*:?\s*$|"
                    r"(?:आपने|आप)\s+(?:लिखा|कहा|बोला)\s*(?:था|थे)?\s*:?\s*$", re.IGNORECASE)
_WROTE_HINT = re.compile(r"wrote|said|quoted|mentioned|likha|bola|kaha|लिखा|कहा|बोला", re.IGNORECASE)
_SIGN_OFF = re.compile(r"^[ \t]*(?:regards|best regards|warm regards|kind regards|thanks (?:&|and) regards|"
                       r"yours (?:sincerely|faithfully|truly)|sincerely|cheers|sent from my [a-z ]{1,30}|--|—|"
                       r"सादर|saadar|sadar)"  # (and the Hindi "Regards")
                       r"[ \t,.!]*$", re.IGNORECASE | re.MULTILINE)
#: Words one of which each match of ``_WROTE_HINT`` / ``_SIGN_OFF`` holds: a text with none is not searched (~10 µs).
_WROTE_HINT_WORDS = ("wrote", "said", "quoted", "mentioned", "likha", "bola", "kaha", "लिखा", "कहा", "बोला")
_PS = re.compile(r"^[ \t]*(?:p\.?[ \t]?s\.?|पुनश्च|punashch)(?=[ \t:,-])", re.IGNORECASE | re.MULTILINE)  # a P.S. after the
# signature (and the Hindi "पुनश्च")
_SIGN_OFF_WORDS = ("regards", "sincerely", "faithfully", "truly", "cheers", "sent from my", "--", "—", "सादर", "saadar",
                   "sadar")


#: A pasted chat log's line ("[03/06/26, 10:42 AM] Sharma Traders: Tomato ₹32/kg"): an earlier message.
_CHAT_LOG_LINE = re.compile(r"^[ \t]*\[\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4},?[^\]\n]{0,24}\][^\n]*(?:\n|$)", re.MULTILINE)
#: A forwarded block: a "Forwarded" / "Fwd:" line and the lines after it up to a blank line.
_FORWARDED = re.compile(r"^[ \t]*(?:forwarded|fwd|फ़ॉरवर्ड|फॉरवर्ड)\b[^\n]{0,60}\n(?:[ \t]*\S[^\n]*(?:\n|$))*",
                        re.IGNORECASE | re.MULTILINE)
#: The supplier's words told on a line of their own ("Supplier said: poha ₹34, suji ₹25", "सप्लायर ने कहा: …").
_SUPPLIER_SAID = re.compile(r"^[ \t]*(?:supplier|wholesaler|सप्लायर|होलसेलर)[ \t]*(?:said|says|wrote|ne bola|ne kaha|"
                            r"ne likha|ने कहा|ने बोला|ने लिखा)[ \t]*:[^\n]*(?:\n|$)", re.IGNORECASE | re.MULTILINE)


def earlier_as_quoted(text: str) -> str:
    """``text`` with what the supplier said before, pasted as lines, marked as quoted ("> "): a chat log's lines, a
    forwarded block, a line telling what the supplier said ("Supplier said: …"), so that the reply is read as
    answering them (``quoted_lines``) and they are not read as its own words."""
    if not isinstance(text, str) or "[" not in text and not may_hold(text[:MAX_CHARS].lower(), (
            "forward", "fwd", "फ़ॉरवर्ड", "फॉरवर्ड", "supplier", "wholesaler", "सप्लायर", "होलसेलर")):
        return text

    def quote(m: re.Match) -> str:
        return "".join("> " + ln + "\n" for ln in m.group(0).rstrip("\n").split("\n"))

    marked = _CHAT_LOG_LINE.sub(quote, text) if "[" in text else text
    marked = _SUPPLIER_SAID.sub(quote, _FORWARDED.sub(quote, marked))
    return marked if any(ln.strip() and not ln.lstrip().startswith(">") for ln in marked.split("\n")) else text  # (all
    # of it quoted: "Fwd: order\nSend 20 kg rice" is the message itself)


def strip_quoted(text: str) -> str:
    """Drop quoted earlier messages: from a "…wrote:" / original-message header on, ">" lines, and quoted spans
    with a figure right after "you wrote:"; and a signature after a sign-off line (when something precedes it)."""
    if (below := quote_below_at(text)) is not None and below[1]:  # lang.quote_below: "Thanks, ⏎ Ravi
        text = text[:below[0]]  # ⏎ आपने पिछले ई-मेल में लिखा था: ⏎ …": the earlier message under the signature, header and all
    text = _WROTE_LINE.sub("", text) if "wrote" in text.lower() or "लिखा" in text or "likha" in text.lower() else text
    low = text.lower()
    m = _QUOTE_HEAD.search(text) if ("wrote" in low or "message" in low or "from:" in low or "संदेश" in low) else None
    if m is not None and m.start() > 0 and text[:m.start()].strip() and not greeted_on_top(text, m, _DASH_LINE):
        text = text[:m.start()] + "\n\n" + reply_below(text, m, _DASH_LINE)  # (lang.salutation_top: "Dear
        # Ramprasad ji," over an earlier message on top; lang.reply_around: the reply going on below the quote)
    elif m is not None and ("original message" in m.group(0).lower() or "मूल" in m.group(0)):  # the earlier message on top, the reply below
        close = _DASH_LINE.search(text, m.end())  # "-----" closing the earlier message: the reply after it
        blank = close if close is not None and text[close.end():].strip() else _BLANK_LINE.search(text, m.end())
        if blank is not None and text[blank.end():].strip():
            text = text[blank.end():]
    if ">" in text:
        text = _QUOTED_LINE.sub("", text)

    def span(match: re.Match) -> str:
        return "" if _quoted_after_wrote(text, match) else match.group(0)

    if may_hold(text, _WROTE_HINT_WORDS) and _WROTE_HINT.search(text):
        text = _QUOTED_SPAN.sub(span, text)
    m = _SIGN_OFF.search(text) if may_hold(text, _SIGN_OFF_WORDS) else None
    if m is not None and text[:m.start()].strip() and len(text) - m.end() <= 400:  # a name, a shop, a phone number
        ps = _PS.search(text, m.end())  # "…Best regards, Rohan / P.S. Please also include 10 packets of Tata Tea"
        text = text[:m.start()] + ("\n" + text[ps.start():] if ps is not None else "")
    return text

_MD_EMPH = re.compile(r"(\*\*|__|~~|(?<![\w*])\*(?=\S)|(?<=\S)\*(?![\w*]))")
_MD_STRUCK = re.compile(r"~~[^~\n]{0,200}~~")
_MD_HEAD = re.compile(r"^[ \t]{0,3}#{1,6}[ \t]+", re.MULTILINE)
_MD_CODE = re.compile(r"(?<!`)`([^`\n]{1,200})`(?!`)")
_MD_RULE = re.compile(r"^[ \t]*(?:-{3,}|\*{3,}|_{3,})[ \t]*$", re.MULTILINE)
_MD_TABLE_RULE = re.compile(r"^[ \t]*\|?[ \t]*:?-{2,}:?[ \t]*(?:\|[ \t]*:?-{2,}:?[ \t]*)*\|?[ \t]*$", re.MULTILINE)


#: What a struck-out figure with a new figure after it on its line leaves ("Masoor ~~₹86~~ → **₹80** please"): the
#: writer crossed out the supplier's price and wrote its own, so the reader offers the new one (``lang.apply_acts``).
STRUCK = "\u2962"

#: A cancel word after a struck-out line ("~~Poha 20 packets~~ — cancel this line", "~~पोहा 30 पैकेट~~ — यह लाइन
#: रद्द"): the strike marks what the words cancel, so its words stay.
_CANCEL_AFTER = re.compile(r"[^\n]{0,30}?(?:cancel|remove|drop|delete|रद्द|हटा|hata|radd|nikal)", re.IGNORECASE)

#: Words after a struck-out price with no new one that refuse it ("~~₹98~~ — too high", "~~₹101~~ बहुत ज़्यादा"):
#: the strike marks the price refused, which a reject carries.
_REFUSED_AFTER = re.compile(r"[^\n\d]{0,20}?(?:too high|too much|costly|expensive|bahut zyada|bahut jyada|zyada|"
                            r"बहुत ज़्यादा|बहुत ज्यादा|ज़्यादा|mehenga|mahanga|महंगा|महँगा)", re.IGNORECASE)


def _struck(m: re.Match) -> str:
    span, text = m.group(), m.string
    if _CANCEL_AFTER.match(text, m.end()) or _REFUSED_AFTER.match(text, m.end()) and not _DIGIT_AFTER.match(
            text, m.end()):
        return span[2:-2]
    if struck_count_changed(span, text, m.end()):  # "Changes to O107: Milk ~~40~~ 30 packets" (lang.order_changed)
        return f"{span[2:-2]} → "
    if any(ch.isdigit() for ch in span) and _DIGIT_AFTER.match(text, m.end()):
        return f" {STRUCK} "
    return ""


def strip_markdown(text: str) -> str:
    """Bold, italics, strike-through, headings, inline code and rules as plain text (tables keep their cells)."""
    if "```" in text:
        return text  # fenced blocks are read as blocks; leave the whole message alone
    if "--" in text or "**" in text or "__" in text:
        text = _MD_TABLE_RULE.sub("", text)
        text = _MD_RULE.sub("", text)
    if "#" in text:
        text = _MD_HEAD.sub("", text)
    if "`" in text:
        text = _MD_CODE.sub(r"\1", text)
    if "~~" in text:
        text = _MD_STRUCK.sub(_struck, text)  # ~~₹48~~: a struck-out figure is not the message's
    if "*" in text or "_" in text or "~" in text:
        text = _MD_EMPH.sub("", text)
    return text

_FRACTIONS = {"½": "5", "¼": "25", "¾": "75"}
_VULGAR = re.compile(r"(\d{0,6})(\s?)([½¼¾])")  # "Send ½ kg": the space kept (breaker AW: "Send0.5 kg", refused)
_PAISE = re.compile(r"(₹|rs\.?|inr)?\s?(\d{1,7})(?:\s*(?:rupees?|rupaye|rupaiye|rupaya|rupaiya|rupya|rs\.?|रुपये|रुपए|रुपया|रुपैया|रु\.?)\s*"
                    r"(?:and|aur|और|,)?|\s*(?:and|aur|और|,))\s*(\d{1,2})\s*(?:paise|paisa|pese|पैसे|पैसा)"
                    r"(?![\w\u0900-\u0963\u0966-\u097f])", re.IGNORECASE)  # (a danda may follow)
#: Paise alone ("Rin pe 50 paise kam"): hundredths of a rupee.
_PAISE_ALONE = re.compile(r"(?<![\d.,])(\d{1,4})\s*(?:paise|paisa|pese|पैसे|पैसा)(?![\w\u0900-\u0963\u0966-\u097f])",
                          re.IGNORECASE)


_AND_A_HALF = re.compile(r"\b(a|an|one|\d{1,6})\s+(dozen|kg|kilo|kilos|litre|litres|liter|liters|packets?|trays?|"
                         r"cases?|quintals?)\s+and\s+a\s+half\b", re.IGNORECASE)
_HUNDRED_AND = re.compile(r"\b(hundred|thousand)\s+and\s+(?=(?:one|two|three|four|five|six|seven|eight|nine|ten|"
                          r"eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|thirty|"
                          r"forty|fifty|sixty|seventy|eighty|ninety)\b)", re.IGNORECASE)


def plain_figures(text: str) -> str:
    """1½ → 1.5; 38 rupees 50 paise → ₹38.50; "a dozen and a half" → 1.5 dozen; "one hundred and twenty-five" →
    "one hundred twenty-five"."""
    if "half" in text or "HALF" in text or "Half" in text:
        text = _AND_A_HALF.sub(lambda m: f"{1 if not m.group(1)[0].isdigit() else m.group(1)}.5 {m.group(2)}", text)
    if "and" in text:
        text = _HUNDRED_AND.sub(r"\1 ", text)
    if "½" in text or "¼" in text or "¾" in text:
        text = _VULGAR.sub(lambda m: f"{m.group(1) or m.group(2) + '0'}.{_FRACTIONS[m.group(3)]}", text)
    text = decimal_commas(text)  # lang.decimal_comma: "@ ₹41,50/kg" is ₹41.50 a kg
    text = tax_worked(text)  # lang.tax_worked: "₹2,400 + 5% GST = ₹2,520" is a deal at ₹2,520
    text = one_paav(text)  # lang.paav_bhar: "paav bhar chai patti" is 1 paav (250 g)
    low = text.lower()
    if "pais" in low or "pese" in low or "पैस" in text:
        text = paise_in_words(text)  # lang.paise_words: "pachaas paise kam" is 50 paise
        text = _PAISE.sub(lambda m: f"₹{m.group(2)}.{int(m.group(3)):02d}", text)
        text = _PAISE_ALONE.sub(lambda m: f"₹{int(m.group(1)) // 100}.{int(m.group(1)) % 100:02d}", text)
    return text


def quoted_lines(text: str) -> tuple[str, str]:
    """(the quoted lines a reply answers, unquoted and with their figures; the reply). ("", text) when nothing is
    quoted."""
    if not isinstance(text, str):
        return "", ""
    quoted, reply = [], ""
    if ">" in text:  # (no ">": no quoted line, and the reply is the text, as below)
        quoted = [ln.lstrip()[1:].strip() for ln in text[:MAX_CHARS].splitlines() if ln.lstrip().startswith(">")]
        reply = "\n".join(ln for ln in text[:MAX_CHARS].splitlines() if not ln.lstrip().startswith(">"))
    if not quoted:
        quoted, reply = original_on_top(text[:MAX_CHARS])
    if not quoted:
        quoted, reply = original_below(text[:MAX_CHARS])
    if not quoted:  # "Shukriya, ⏎ Ravi ⏎ Aapne pichhle email mein likha tha: ⏎ …" (lang.quote_below)
        quoted, reply = quote_below_lines(text[:MAX_CHARS])
    return "\n".join(quoted), reply


def quoted_spans(text: str) -> str:
    """The earlier message quoted inline after "you wrote:" ("On 27 Nov you wrote: "Tea 250 g ₹118."", "आपने लिखा
    था: "कोल्ड ड्रिंक ₹36 प्रति बोतल""), the quotes holding a figure, one a line, without their quote marks; "" when
    none. These are the spans ``strip_quoted`` drops from the reply."""
    if not isinstance(text, str) or not (may_hold(head := text[:MAX_CHARS], _WROTE_HINT_WORDS) and _WROTE_HINT.search(head)):
        return ""
    text = text[:MAX_CHARS]
    return "\n".join(m.group(0)[1:-1] for m in _QUOTED_SPAN.finditer(text) if _quoted_after_wrote(text, m))


def _quoted_after_wrote(text: str, match: re.Match) -> bool:
    """The quoted span ``match`` of ``text`` holds a figure and follows "you wrote:" / "आपने लिखा था:": an earlier
    message (dropped from the reply by ``strip_quoted``, its terms read by ``quoted_spans``)."""
    before = text[max(0, match.start() - 40):match.start()]
    return any(ch.isdigit() for ch in match.group(0)) and bool(_WROTE.search(before))

#: A count said against the quoted one ("send double", "इस बार दुगना भेजना"): the quote's figures are not the count.
_SO_MANY_AGAIN = re.compile(r"(?i)\b(?:double|twice|triple|half|dugna|dugne|dogun[ae]|teen\s*guna|aadha|adha)\b|दुगन|दोगुन|तिगुन|आधा")


def quoted_context(text: str) -> str:
    """The quoted lines a reply answers ("> Masoor dal ₹80/kg"), unquoted; with their figures only when the
    reply states none of its own. Empty when nothing is quoted."""
    context, reply = quoted_lines(text)
    m = _SIGN_OFF.search(context) if context and may_hold(context, _SIGN_OFF_WORDS) else None
    context = context[:m.start()] if m else context  # "> Regards": the quote's sign-off (read before the reply,
    if not context:  # it would have cut the reply off as a signature: the nineteenth session's trial)
        return ""
    if re.search(r"[0-9\u0966-\u096f]", reply) or _SO_MANY_AGAIN.search(reply):  # ("दुगना भेजना": not the quote's 10)
        context = re.sub(r"₹|\brs(?![a-z])\.?|[0-9\u0966-\u096f][0-9\u0966-\u096f.,]*(?:\s*/\s*\S+)?", " ", context,
                         flags=re.IGNORECASE)  # (the "rs" of "Rs 138", not of "Sarson tel": the word whole)
    return context


_DEVA_ABBREV = (("कि.ग्रा.", "किलो"), ("मि.ली.", "मिली"), ("ग्रा.", "ग्राम"), ("ली.", "लीटर"))
_RU_DOT = re.compile(r"(?<![\u0900-\u097F])रु\.\s*(?=[\d\u0966-\u096F])")  # "रु.112": the rupee's short form
#: The text last cleaned and its cleaning: one message is cleaned again as it is read (``lang.reader``,
#: ``lang.quoted_order``), and ``clean`` is a pure function of the text.
_LAST_CLEANED_CACHE: tuple[str, str] = ("", "")


def clean(text: str) -> str:
    """The message without reasoning, quotes, signature or markdown, with plain figures (module docstring)."""
    global _LAST_CLEANED_CACHE
    if not isinstance(text, str):
        return ""
    last = _LAST_CLEANED_CACHE
    if text == last[0]:
        return last[1]
    cleaned = _clean(text)
    _LAST_CLEANED_CACHE = (text, cleaned)
    return cleaned


def _clean(text: str) -> str:
    text = text[:MAX_CHARS + 1]
    if "{" in text and '"' in text and "```" not in text:
        text = mail_of_json(text) or text  # lang.json_mail: {"reasoning": …, "body": "…"}, a call's JSON arguments
    if "(" in text or "send_message" in text or '"name"' in text:
        called = tool_call_text(text)  # "Action: send_message(to='…', text='Send 5 litres …')": the text is the message
        text = text if called is None else called
    if "```" in text or '{"' in text or "=" in text or "_" in text and "(" in text:  # ```json {"item": "rice",
        # "qty_kg": 40}```, place_order(…), place_order(atta, 40)
        text = records_as_words(text)  # an order written as data
    if "```" in text:
        return strip_quoted(strip_reasoning(text))
    text = strip_quoted(strip_reasoning(text))
    if "|" in text:
        text = unit_column_rows(pack_column_rows(drop_reference_columns(counts_changed(stock_columns_dropped(text)))))  # lang.unit_columns; lang.stock_columns, change_columns; lang.pack_columns: "| Besan | 1 kg | 5 |"
    if "(" in text:
        text = _NOT_PER.sub(" ", text)  # "Ghee ₹530 per litre (not per kg)": the unit made plain, no refusal
        text = total_unbracketed(text)  # lang.total_in_brackets: "@ ₹1,350 (total)" is the lot's total
    if "." in text:
        for short, full in _DEVA_ABBREV:
            text = text.replace(short, full)
        text = _RU_DOT.sub("रु ", text) if "रु." in text else text  # "12 नग @ रु.112/-": rupees, no full stop
        if _COUNT_HINT.search(text):  # (its every match holds one: a text without is not searched, ~10 µs)
            text = _COUNT_SAID_AFTER.sub(r"\1, \2", text)  # "Which oil? Mustard oil. 15 litres.": the count of the goods
    return terse_pairs(plain_figures(strip_markdown(text)))  # named alone just before (breaker M: refused, "how many mustard oil?"); lang.terse_pairs


#: A unit denied in brackets after a price ("₹530 per litre (not per kg)", "(kilo nahi)", "(किलो नहीं)"): a
#: clarification of the unit, not a refusal (breaker S: refused as a count with a refusal).
_NOT_PER = re.compile(r"\(\s*(?:not|nahi|नहीं)\s+(?:per|प्रति)\s+[^\W\d_]{1,8}\s*\)|\(\s*(?:per\s+|प्रति\s+)?"
                      r"(?:kg|kilo|litre|liter|packet|किलो|लीटर|पैकेट)\s+(?:nahi|नहीं)\s*\)", re.I)


#: A sentence that is only a count and its unit (and "please"), right after a sentence with no figure: "Mustard oil.
#: 15 litres.", "Toor dal. 10 kg please." — joined to it as one ("Mustard oil, 15 litres.").
_COUNT_SAID_AFTER = re.compile(
    r"(?m)((?:^|[.?!।]\s+)[^\d\n.?!।]{2,60})[.।]\s+(\d{1,5}(?:\.\d{1,2})?\s*(?:kg|kgs|kilo|kilos|litres?|liters?|ltr|"
    r"packets?|pkts?|pieces?|pcs|dozen|trays?|bags?|bori|peti|cases?|किलो|लीटर|पैकेट|दर्जन|ट्रे)\b\.?"
    r"(?:\s*(?:please|pls|plz|bhejo|bhejiye|भेजिए|भेजो))?\s*(?:[.!।](?=\s|$)|$))", re.I)
_COUNT_HINT = re.compile(r"[.।]\s+\d")  # a sentence's end, then a count: in every match of ``_COUNT_SAID_AFTER``
