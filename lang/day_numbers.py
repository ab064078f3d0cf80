"""Numbers that name a day, a year, an age, a place or the stock left, never goods (part of stage 4a, ``lang.figures``, through
``lang.list_numbers``; fixer FA of the forty-second session, from probes written the way chat models write). Each
had been read as the count of the goods beside it, silently — "27 को हमारे यहाँ शादी है, पनीर चाहिए" ordered 27
packets of paneer, "2015 se hum aata sirf aapse lete hain. Aata bhej dijiye." 2,015 packets of atta:

- a day of the month with "को" / "ko" (on the Nth), the Hindi and Hinglish of "on the 27th": "27 को शादी है",
  "Holi 14 ko hai", "10 ko hamari Eid sale shuru hai", "3 को 30 किलो चीनी भेजो" — a whole number from 1 to 31 right
  before "को" / "ko"; not "chawal 40 ko 30 kar do" (a count changed to another: a number and a word of making
  follow), nor "12 को भी भेजो" (on the 12th too: how much then? left asked);
- a bare day after "on" or a weekday, before "के दिन" / "ke din", or told as today's or tomorrow's: "Send paneer on
  27", "Saturday 27 — send paneer", "पनीर चाहिए 27 के दिन", "Kal 27 hai, paneer bhejo";
- a day with the occasion it names or is for: "27 के फंक्शन के लिए", "27 ki shaadi", "16 के लिए केले भेज दो",
  "27 ke liye paneer chahiye" — a whole number from 1 to 31 before "के" / "की" / "का" and a word of an occasion, or
  before "के लिए" / "ke liye" in a sentence that names no money ("Maggi 24 ke liye ₹300": the packets' count);
- a year: "Since 2015 we buy atta from you", "2015 से", "Like in 2023", "2023 की तरह", "2024 ki fasal wala basmati",
  "the 2024 harvest", "Diwali 2027 stock" — four digits from 1990 to 2099 after "since", "in", "from", "till", "year",
  "san" / "सन्" or a festival's name, or
  before "से" / "se" (not "2000 se kam": a sum), "की तरह" / "ki tarah", or a word of a harvest or a season;
- an age: "My father turned 70", "aged 65", "umar 70" — a number after "turned", "aged", "age", "umar", "उम्र"; or
  told of a person (session 43, RA): "My daughter is 8" ("is" / "was" / "turns" after "daughter", "son" …), "मेरा
  बेटा 10 का हो गया", "beti 8 ki hai" (a person, the number, "का" / "ki", then "हो" / "hai");
- the last day (session 43, RA): "31 aakhri din hai", "31 आख़िरी दिन है", "31 is the last day", "31 हमारा आख़िरी
  कामकाजी दिन है" ("last" within three words after, a word of a day one or two after it), "last day is 31", and
  "today is 31" (as "kal 27 hai");
- the stock left, a count before "रह गया" / "reh gaya": "चावल 12 किलो रह गया है, चावल भेजो", "Chawal 12 reh gaya
  hai, aur bhejo" (the English "Rice is down to 12 kg" is ``lang.stock_told``');
- a place's number after "#" or a gate: "Shop #14", "दुकान #14", "Plot #22", "opposite gate 3", "गेट 3 के सामने".

No number with ₹ before it is taken, nor one with a unit after it ("27 kilo ko"): those are said of goods or money.
``day_numbers(tokens)`` returns the token indices (shapes as ``lang.language.tokenize``) of those numbers; one pass
over the tokens, each number looking at a few tokens either side.
"""
from __future__ import annotations

from lang.language import fold_words
from lang.token_at import num_positions, words_and_syms
from lang.units import UNIT_WORDS

__all__ = ["day_numbers"]

_KO = fold_words("ko को")
#: Words of making that turn "40 ko 30" into a change of a count ("40 ko 30 kar do", "40 को 30 कर दीजिए").
_MAKE = fold_words("kar karo kardo karna karein karen kijiye kijie karde kariye कर करो करना करें कीजिए कीजिये करिए")
_OF = fold_words("ke ki ka के की का")
#: "12 को भी भेजो" (on the 12th too): a second delivery, whose count is not said — left asked ("what is 12 for?").
_ALSO = fold_words("bhi भी")
_FOR = fold_words("liye liya lie लिए लिये")
#: Occasions a day names ("27 ki shaadi", "27 के फंक्शन के लिए").
_OCCASIONS = fold_words("shaadi shadi शादी function फंक्शन party पार्टी puja pooja पूजा wedding event program "
                        "programme प्रोग्राम sagai सगाई bhandara भंडारा jagran जागरण katha कथा mela मेला birthday "
                        "जन्मदिन janamdin anniversary sale सेल tyohar tyohaar त्योहार festival")
#: Money said in a sentence (then "N ke liye" may be a count priced: "Maggi 24 ke liye ₹300").
_MONEY = fold_words("rs inr rupees rupee rupaye rupay rupaiye रुपये रुपए rate bhav भाव रेट price")
#: Words before a bare day ("on 27", "Saturday 27"), "ke din" after one ("27 ke din"), and a day told ("kal 27 hai").
_ON_DAY = fold_words("on monday tuesday wednesday thursday friday saturday sunday somvar mangalvar budhvar guruvar "
                     "shukravar shanivar ravivar सोमवार मंगलवार बुधवार गुरुवार शुक्रवार शनिवार रविवार")
_DIN = fold_words("din दिन")
_TODAY, _IS = fold_words("kal aaj parso parson कल आज परसों tomorrow today"), fold_words("hai है is")
_YEAR_BEFORE = fold_words("since in from till until year san सन सन् varsh वर्ष")
_YEAR_AFTER = fold_words("harvest crop fasal फसल फ़सल season सीज़न सीजन batch")
#: A festival named right before a year: "Diwali 2027 stock", "दिवाली 2027 का माल", "Holi 2027 ke liye" (session 54,
#: holdout181 m3001: "what is 2027 for?").
_FESTIVAL = fold_words("diwali deepawali dipawali divali दिवाली दीवाली दीपावली holi होली eid ईद dussehra dussera dasara "
                       "दशहरा navratri navaratri नवरात्रि नवरात्र christmas क्रिसमस rakhi raksha राखी lohri लोहड़ी "
                       "pongal onam chhath छठ")
_LIKE = fold_words("tarah तरह jaisa jaise जैसा जैसे")
_SE = fold_words("se से")
#: Words after "2000 se" that make it a sum ("2000 se kam", "2000 से ज़्यादा नहीं").
_COMPARED = fold_words("kam zyada jyada zada upar neeche niche kum adhik कम ज़्यादा ज्यादा ऊपर नीचे अधिक")
_AGE = fold_words("turned aged age umar umr उम्र")
_PLACES = fold_words("shop dukaan dukan दुकान plot प्लॉट house makaan makan मकान flat फ्लैट room gali गली gate गेट "
                     "godown गोदाम stall counter")
#: "रह गया" / "reh gaya" after a count: what is left of the stock ("चावल 12 किलो रह गया है").
_REH, _GONE = fold_words("reh rah रह"), fold_words("gaya gayi gaye gai gae गया गई गए गयी")
_ENDS = frozenset(".?!।\n")
#: A person an age is told of ("My daughter is 8", "मेरा बेटा 10 का हो गया", "beti 8 ki hai"; session 43, RA: each had
#: ordered 8 or 10 of the goods named next), the verb before such an age, and the word after it in Hindi.
_PERSON = fold_words("daughter son kid child baby boy girl grandson granddaughter brother sister nephew niece wife "
                     "husband mother father beti beta betiyan bhatija bhatiji pota poti nati natin बेटी बेटा भतीजा भतीजी पोता "
                     "पोती नाती नातिन")  # (not बच्चा: it folds as बचा, left)
_IS_AGED = fold_words("is was turns turning")
_BE = fold_words("ho hai hain hui hua हो है हैं हुई हुआ")
#: The last day a number names ("31 aakhri din hai", "31 is the last day", "last day is 31").
_LAST = fold_words("last aakhri akhri aakhiri antim आख़िरी आखिरी आख़री आखरी अंतिम final")
_DAY_WORDS = fold_words("din दिन day date tareekh tarikh तारीख़ तारीख deadline")
#: A gate's number ("opposite gate 3", "गेट 3 के सामने"), by its text: "गेट" folds as "get" ("Can I get 2 cases").
_GATE = frozenset(("gate", "गेट"))


def _day(text: str) -> bool:
    return text.isdigit() and len(text) <= 2 and 1 <= int(text) <= 31


def day_numbers(tokens: list) -> set[int]:
    """Token indices of the numbers in ``tokens`` that name a day, a year, an age or a place (module docstring)."""
    out: set[int] = set()
    _, _, word, sym = words_and_syms(tokens)
    n = len(tokens)
    for i in num_positions(tokens):  # (the numbers alone: lang.token_at)
        t = tokens[i]
        if sym(i - 1) == "₹":
            continue
        j = i + 1 + (word(i + 1) in UNIT_WORDS)
        if word(j) in _REH and word(j + 1) in _GONE:
            out.add(i)  # "चावल 12 किलो रह गया है", "chawal 12 reh gaya hai": the stock left
            continue
        if word(i + 1) in UNIT_WORDS:
            continue
        nxt = word(i + 1)
        if _day(t.text):
            if nxt in _KO and word(i + 2) not in _ALSO and not any(tokens[k].kind == "num" and any(word(j) in _MAKE for j in range(k + 1, k + 4))
                                      for k in range(i + 2, min(n, i + 5))):
                out.add(i)  # "27 ko shaadi hai", not "40 ko 30 kar do"
            elif word(i - 1) in _ON_DAY and not (i + 1 < n and tokens[i + 1].kind in ("word", "num")) and sym(
                    i + 1) not in ("%", "/", ":") and not (
                    sym(i + 1) in ("-", ".") and i + 2 < n and tokens[i + 2].kind == "num") or nxt in _OF and word(i + 2) in _DIN or \
                    word(i - 1) in _TODAY and nxt in _IS:
                out.add(i)  # "on 27", "Saturday 27", "27 ke din", "kal 27 hai"
            elif nxt in _OF and word(i + 2) in _OCCASIONS:
                out.add(i)  # "27 ki shaadi", "27 के फंक्शन के लिए"
            elif nxt in _OF and word(i + 2) in _FOR and not _money_in_sentence(tokens, i, word, sym):
                out.add(i)  # "27 ke liye paneer chahiye"
        elif t.text.isdigit() and len(t.text) == 4 and 1990 <= int(t.text) <= 2099:
            if word(i - 1) in _YEAR_BEFORE or word(i - 1) in _FESTIVAL or nxt in _YEAR_AFTER or nxt in _SE and word(i + 2) not in _COMPARED or (
                    nxt in _OF and (word(i + 2) in _LIKE or word(i + 2) in _YEAR_AFTER)):
                out.add(i)  # "since 2015", "2015 se", "2023 ki tarah", "2024 ki fasal", "the 2024 harvest"
        if _day(t.text) and (any(word(k) in _LAST and (word(k + 1) in _DAY_WORDS or word(k + 2) in _DAY_WORDS)
                                 for k in range(i + 1, i + 4)) or word(i - 1) in _IS and (word(i - 2) in _TODAY or word(
                i - 2) in _DAY_WORDS and word(i - 3) in _LAST)):
            out.add(i)  # "31 aakhri din hai", "31 is the last day", "31 हमारा आख़िरी कामकाजी दिन", "today is 31"
        if t.text.isdigit() and int(t.text) <= 120 and (word(i - 1) in _IS_AGED and any(
                word(k) in _PERSON for k in range(i - 4, i - 1)) or nxt in _OF and word(i + 2) in _BE and any(
                word(k) in _PERSON for k in range(i - 3, i))):
            out.add(i)  # "My daughter is 8", "मेरा बेटा 10 का हो गया", "beti 8 ki hai": an age
        if word(i - 1) in _AGE or sym(i - 1) == "#" and word(i - 2) in _PLACES or i and tokens[i - 1].kind == "word" \
                and tokens[i - 1].text.lower() in _GATE:
            out.add(i)  # "turned 70", "Shop #14", "gate 3"
    return out


def _money_in_sentence(tokens: list, i: int, word, sym) -> bool:
    """A rupee sign or a word of money in the sentence of token ``i``."""
    lo = i
    while lo > 0 and not (tokens[lo - 1].kind == "nl" or sym(lo - 1) in _ENDS):
        lo -= 1
    hi = i
    while hi < len(tokens) and not (tokens[hi].kind == "nl" or sym(hi) in _ENDS):
        hi += 1
    return any(sym(k) == "₹" or word(k) in _MONEY for k in range(lo, hi))
