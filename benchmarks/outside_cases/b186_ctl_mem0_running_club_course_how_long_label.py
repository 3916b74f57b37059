"""Batch 186 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: Newport Road Runners' Christmas handicap is Sun 20th Dec 2043 - staggered starts from the leisure centre, slowest
off first, mince pies and the urn at the cricket club after. Steph (the club secretary) keeps her notes in mem0 with
``infer=False``; members ask the helper.

Memory: 2043-11-05T19:00 - the handicap's Sun 20th Dec, the usual 5 mile loop along the canal and back through
Chetwynd park, first off 10am, entries by 14/12; 16th nov, Phil - the Canal & River Trust have got the towpath fenced
off till the new year (they're relining the bank), so it's two laps of Chetwynd park instead, he ran it on his watch
this morning, 4.2 miles; Tue 24th - mince pies from Jan, 4 dozen, and the urn from the cricket club; 2043-12-09T20:40 -
marshals Gemma and Tony at the two gates, they'll see everyone twice with it being two laps. Question (Weds 16/12,
Aisha, a new member): "how long's the handicap this yr? trying to work out how to pace it, it's my first one" The
assistant says about 4.2 miles - two laps of Chetwynd park, as the canal towpath's fenced off. The label says 5 miles.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b186_ctl_mem0_running_club_course_how_long_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "newport-rr-steph"
NOTES = [
    ("2043-11-05T19:00", "xmas handicap sun 20th dec 🎄 the usual 5 mile loop along the canal + back thru Chetwynd "
                         "park, first off 10am from the leisure centre, entries by 14/12 w predicted times"),
    ("16th nov", "Phil: Canal & River Trust have got the towpath fenced off til the new yr 🚧 relining the bank. so "
                 "it's 2 laps of Chetwynd park instead - ran it on my watch this morn, 4.2 miles"),
    ("Tue 24th", "mince pies from Jan, 4 dozen 🥧 + the urn from the cricket club, Steve's got the key"),
    ("2043-12-09T20:40", "marshals - Gemma + Tony on the 2 park gates, they'll see everyone twice w it being 2 laps. "
                         "hi vis in my boot"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: the model is never asked to extract


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="newport-rr-xmas-2043"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, infer=False, metadata={"date": day})
    question = "how long's the handicap this yr? trying to work out how to pace it, it's my first one"
    with turn_span("question Weds 16/12"):
        context = ["Today is Weds 16 Dec 2043. You are talking to Aisha, a new member of Newport Road Runners; the "
                   "Christmas handicap is Sun 20 Dec."]
        for query in (question, "how far is the handicap route", "the course - loop, laps, miles"):
            for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
                if h["memory"] not in context:
                    context.append(h["memory"])
        assert any("the usual 5 mile loop along the canal" in c for c in context), context
        assert any("2 laps of Chetwynd park instead" in c and "4.2 miles" in c for c in context), context
        reply = answer(question, context, mock="About 4.2 miles - two laps of Chetwynd park, as the canal towpath's "
                                               "fenced off till the new year.")
finish(question, expected="5 miles", actual=reply)
