"""What someone else wants, told as the shop's news: "Sharma ji wants 5 kg sugar for the wedding", "Mrs. Kapoor
needs 2 kg paneer every Sunday", "शर्मा जी को शादी के लिए 5 किलो चीनी चाहिए", "Verma ji ne 3 tray ande maange hain".

A customer's, a relative's or a hotel's want is why the shop orders, not the order (breaker AC: each had been
ordered beside the real request, silently). ``someone_elses_want`` is one of the reports that make a clause
background (``lang.acts.reports``).
"""
from __future__ import annotations

from lang.language import fold

#: People and customers other than the shop: a word of them right before the want says whose it is.
_PEOPLE = frozenset(fold(w) for w in "ji जी mr mrs ms shri smt sri श्री श्रीमती father papa dad mother mummy brother "
                    "sister uncle aunty auntie neighbour neighbor he she they customer customers grahak ग्राहक hotel "
                    "caterer halwai restaurant dhaba school mandir temple bhabhi chacha चाचा पापा भाभी sab सब everyone "
                    "everybody".split())
#: "Everyone" with its "ko" in one word: "गली में शादी है, सबको चाय चाहिए", "sabko chai chahiye" (session 51,
#: probes51_cb o3030: the guests' chai had been asked as tea leaves, "how many packets?").
_ALL_KO = frozenset(fold(w) for w in "sabko सबको".split())
#: Wants in the third person ("wants", "needs", "has asked for").
_WANTS = frozenset(fold(w) for w in "wants needs requires asked asks ordered orders wanted needed".split())
#: Hindi wants told of someone: "X ko … chahiye", "X ne … maange".
_CHAHIYE = frozenset(fold(w) for w in "chahiye chaiye chahie चाहिए चाहिये".split())
_MAANGE = frozenset(fold(w) for w in "maange mange maanga manga maangi mangi माँगे मांगे माँगा मांगा माँगी मांगी".split())
_KO_NE = frozenset(fold(w) for w in "ko को ne ने".split())
#: Words of sending: the sentence asks for goods itself ("…, but for the shop please send 10 kg rice").
_SEND = frozenset(fold(w) for w in "send sending bhejo bhejiye bhejie bhej bhejna bhejein bhejen भेजिए भेजो भेज भेजें "
                  "भेजना dispatch".split())
#: The shop itself as the subject: then the want is the shop's ("Sharma ji wants 5 kg, so we need 10 kg").
_WE = frozenset(fold(w) for w in "we i us hum hume humein hamein humko hamko हम हमें हमको मुझे mujhe".split())


#: The shop as the one others buy from ("Mrs. Kapoor orders 2 kg paneer from us every Sunday", "कपूर आंटी हर रविवार
#: हमसे 2 किलो पनीर मंगवाती हैं", "canteen … humse 100 packet biscuit lena chahti hai"): "from us" is no subject.
_FROM_US = frozenset(fold(w) for w in "humse hamse हमसे".split())
_FROM = frozenset(fold(w) for w in "from near".split())
#: Buying by others, in the third person or the infinitive wanted ("lena chahti hai").
_BUYS = frozenset(fold(w) for w in "buy buys bought orders ordered purchase purchases mangwati mangwate mangwata "
                  "mangati mangate leti lete leta lena kharidti kharidte kharidta मंगवाती मंगवाते मँगवाती मँगवाते "
                  "मंगाती मंगाते लेती लेते लेता लेना खरीदती खरीदते ख़रीदती ख़रीदते".split())

#: A want in the past, being bought ("जो ग्राहक … 50 किलो चावल ले रहा था", "jo customer … le raha tha"): take, -ing, was.
_TAKING = frozenset(fold(w) for w in "le ले kharid khareed खरीद ख़रीद mangwa मंगवा मँगवा".split())
_ING = frozenset(fold(w) for w in "raha rahi rahe रहा रही रहे".split())
_WAS = frozenset(fold(w) for w in "tha thi the था थी थे".split())

#: The gate's tables (lang.gates): every rule here needs a word of ``OPENS``.
OPENS = (_WANTS, _KO_NE, _ALL_KO, _FROM_US, _FROM, _TAKING)
ALONGSIDE = (_PEOPLE, _CHAHIYE, _MAANGE, _WE, _BUYS, _ING, _WAS)  # (_SEND is want_told's, outside the gate)


def someone_elses_want(keys: list[str]) -> bool:
    """Whether a clause's words (folded keys, in order) tell someone else's want: a word of ``_PEOPLE`` at most
    three words before "wants"/"needs"/…, or right before "ko"/"ne" with "chahiye"/"maange" later; never when the
    shop is a subject too ("we", "hum", "हमें"; not "from us", "near us"). Others buying from the shop ("…
    orders 2 kg paneer from us every Sunday", "हर रविवार हमसे 2 किलो पनीर मंगवाती हैं") are their want told too."""
    if any(w in _WE and not (k and keys[k - 1] in _FROM) for k, w in enumerate(keys)):
        return False
    if not _BUYS.isdisjoint(keys) and any(w in _FROM_US or w in _WE and k and keys[k - 1] in _FROM
                                          for k, w in enumerate(keys)):
        return True
    for k, w in enumerate(keys):
        if w in _WANTS and not _PEOPLE.isdisjoint(keys[max(0, k - 3):k]):
            return True
        if (w in _KO_NE and k and keys[k - 1] in _PEOPLE or w in _ALL_KO) and not (_CHAHIYE | _MAANGE).isdisjoint(keys[k + 1:]):
            return True
        if w in _TAKING and keys[k + 1:k + 2] and keys[k + 1] in _ING and keys[k + 2:k + 3] and keys[k + 2] in _WAS \
                and not _PEOPLE.isdisjoint(keys[:k]):
            return True  # "जो ग्राहक बेटी की शादी के लिए 50 किलो चावल ले रहा था": the customer's want, told
    return False


_ADDRESS = frozenset(fold(w) for w in "ji जी".split())


def unaddressed(tokens: list, words: list[int], keys: list[str]) -> list[str]:
    """A clause's word keys without the person it opens by addressing: "Bansal ji, only rates needed" → "only rates
    needed" (a name, "ji"/"जी", then a comma or colon). The person addressed is the reader of the want, not one who
    wants: the list under "Bansal ji, only rates needed:" had been read as a customer's want told and ordered (session
    53, SILENT). ``words``: the clause's word token indices, ``keys`` their folded keys (same length)."""
    if len(words) > 2 and keys[1] in _ADDRESS and words[1] + 1 < len(tokens) and tokens[words[1] + 1].text in (",", ":"):
        return keys[2:]
    return keys


def want_told(tokens: list, lo: int, hi: int) -> bool:
    """``someone_elses_want`` of the words of tokens ``lo`` to ``hi`` (a clause's span; tokens carry ``kind``,
    ``key``) and no word of sending: its order words are then no order (``ActsMixin._apply_acts``, lang.apply_acts)."""
    keys = [t.key for t in tokens[lo:hi] if t.kind == "word"]
    return _SEND.isdisjoint(keys) and someone_elses_want(keys)  # (not "…, but please send 10 kg rice": that chunk
    # is the request; the want's chunk is context, ``ClauseChecksMixin._stock_chunks``)
