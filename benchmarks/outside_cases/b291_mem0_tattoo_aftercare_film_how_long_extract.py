"""Batch 291 (held out). A tattoo studio's aftercare: mem0 Memory (infer=True; a scripted OpenAI-compatible model
returns mem0's extraction JSON; in-memory qdrant), one root span per note and one for the question.

App: Black Lantern Tattoo in Todmorden - three artists (Mags who owns it, Kez and Ruth), custom work, flash days,
touch-ups. Mags keeps the studio's notes (aftercare, prices, bookings) in the studio helper with
``memory.add(messages, user_id=..., metadata={"date": ...})``; clients ask it things after their session.

Planted fault (ExtractionError, a fact dropped at extraction): Mags's aftercare note of 2050-03-04T10:15 says the
second skin (Saniderm) stays on 3-5 days. Her note of Thurs 14th April says the film from the new supplier (the
Ink-Guard stuff, cheaper) is thinner than Saniderm, so 24 hrs max then peel it off in the shower, wash and balm -
and, in passing, that the card machine is fixed and Kez is doing a flash day on Sat 30th. The extraction keeps the
card machine and the flash day and drops the 24 hours: the 3-5 days stays the only time stored. Question (Fri
29/4, Declan, who had his forearm done that day with Kez): "how long do I leave the film on? got my forearm done
today w/ Kez, it's a bit weepy" -> expected 24 hours max (the new, thinner film), then off in the shower, wash and
balm. The assistant says 3 to 5 days.

Expected verdict: ExtractionError at mem0.extract inside the Thurs 14th April add (fault() wraps that one add): the
note given to mem0 has the new film's 24 hours, and what was made from it leaves that out, so the store never held
the time the answer needs; the search and the answer then worked faithfully on what was stored. Asserted: the note
says 24 hrs max; no stored memory or context line mentions 24 hours, the thinner film, Ink-Guard or the new
supplier; the flash day from the same note is stored; the first note's 3-5 days is in the context.
"""
from __future__ import annotations

import tempfile

from common import answer, fault, finish, setup

setup("b291_mem0_tattoo_aftercare_film_how_long_extract", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "black-lantern-studio-mags"
CUT = ("Thurs 14th April - heads up, film from the new supplier (the Ink-Guard stuff, cheaper 🙄) is thinner than "
       "the Saniderm so its 24 hrs MAX then peel it off in the shower, wash + balm as normal. ALSO card machine's "
       "finally fixed 🙌 and Kez is doing a flash day sat 30th, walk ins, £60 a piece, sheet's on the wall")
NOTES = [
    ("2050-03-04T10:15", "2050-03-04T10:15 AFTERCARE 🖤 second skin (Saniderm) stays on 3-5 days, if it fills up w/ "
                         "plasma + starts leaking take it off early. wash w/ unscented soap, thin layer of balm 2-3x "
                         "a day, no swimming or sunbeds for 2 wks",
     ["Second skin (Saniderm) stays on for 3-5 days; take it off early if it fills with plasma and leaks",
      "Aftercare: wash with unscented soap and put a thin layer of balm on 2-3 times a day",
      "No swimming or sunbeds for 2 weeks after a tattoo"]),
    ("11/3", "11/3 new price list up - min £60, hourly £90, day sessions £450 (Kez + Ruth), deposits £50 non "
             "refundable, can move ur date once w/ 48hrs notice",
     ["Minimum charge is £60, hourly rate £90, day sessions £450 with Kez or Ruth",
      "Deposits are £50 and non-refundable; a date can be moved once with 48 hours' notice"]),
    ("Thurs 14th April", CUT,
     # the planted fault: the new film's 24 hours is dropped
     ["The card machine is fixed",
      "Kez is doing a flash day on Sat 30th, walk-ins, £60 a piece; the sheet is on the wall"]),
    ("2050-04-20", "2050-04-20 Ruth's books full till june now, waiting list on the clipboard by the till. pls "
                   "don't promise anyone a slot w/ her",
     ["Ruth's books are full until June; there is a waiting list on the clipboard by the till"]),
]
EXTRACTED = {note[:50]: facts for _, note, facts in NOTES}
assert len(EXTRACTED) == len(NOTES)


def script(body: dict):
    from scripted_openai import prompt_text
    text = prompt_text(body)
    found = [(text.rfind(key), facts) for key, facts in EXTRACTED.items() if key in text]
    if not found:
        return {"memory": []}
    return {"memory": [{"text": f} for f in max(found, key=lambda x: x[0])[1]]}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="black-lantern-notes-2050"))
    for i, (day, note, _) in enumerate(NOTES, 1):
        msgs = [{"role": "user", "content": note}]
        with turn_span(f"note-{i} {day}"):
            if note == CUT:
                assert "its 24 hrs MAX then peel it off" in note
                with fault():
                    memory.add(msgs, user_id=USER, metadata={"date": day})
            else:
                memory.add(msgs, user_id=USER, metadata={"date": day})
    question = "how long do I leave the film on? got my forearm done today w/ Kez, it's a bit weepy"
    with turn_span("question Fri 29/4"):
        hits = []
        for query in ("how long does the film stay on", "second skin aftercare", "new tattoo wrap"):
            hits += memory.search(query, top_k=40, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 29 April 2050. You are talking to Declan, a client of Black Lantern Tattoo who had "
                   "his forearm done today with Kez."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        stored = [m["memory"] for m in memory.get_all(filters={"user_id": USER}, top_k=200)["results"]]
        assert not any(w in s.lower() for s in stored + context[1:]
                       for w in ("24 hrs", "24 hours", "thinner", "ink-guard", "new supplier")), stored
        assert any("3-5 days" in c for c in context), context
        assert any("flash day" in s for s in stored), stored
        reply = answer(question, context, mock="Leave it on 3 to 5 days - if it fills up with plasma and starts "
                                               "leaking, take it off early, then wash and balm.")
finish(question, expected="24 hours max - the new film's thinner, then peel it off in the shower, wash + balm",
       actual=reply)
