"""Batch 262 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Elland & Greetland Model Railway Club hold their open weekend on Sat 22nd and Sun 23rd April 2051 at the
Victoria Hall - the club's layouts and visiting ones, traders, a tea bar. Alan (the exhibition manager) puts his
notes into the club's helper with ``memory.add(..., infer=False)``; the local paper wants a number for its piece.

Memory: 2051-02-11T19:45 - 12 layouts booked, list on the noticeboard; Weds 8 Mar - Dave rang, his back's gone again
so he's pulled out with the Brighton Belle O gauge, and Steve's 'Luddenden Foot' won't be ready ("still in bits on
the kitchen table, his wife's not impressed"); 22.3. - the Bradford club are bringing 2 now, not 1 - 'Shipley
Junction' and 'Denholme Goods' - need the extra tables from the church; Tue 4/4 - tea bar rota and the float.
Question (Thu 20/4, Derek, passing on the Courier's ask): "how many layouts are there this wknd? the Courier want a
number for their piece" The assistant says 11 (12 booked, less Dave's and Steve's, plus Bradford's second). The
label says 12.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b262_ctl_mem0_railway_open_day_layouts_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "egmrc-exhibition-alan"
NOTES = [
    ("2051-02-11T19:45", "2051-02-11T19:45 OPEN WKND layouts 🚂 12 booked!! list's on the noticeboard, I'm sorting "
                         "the tables + the power leads. sat 22 + sun 23 april, Victoria Hall"),
    ("Weds 8 Mar", "Weds 8 Mar Dave rang, his back's gone again so he's pulled out w/ the Brighton Belle O gauge 😢 "
                   "get well soon Dave. + Steve's 'Luddenden Foot' won't be ready, still in bits on the kitchen "
                   "table, his wife's not impressed"),
    ("22.3.", "22.3. Bradford MRC are bringing 2 now not 1 - 'Shipley Junction' AND 'Denholme Goods'. need the extra "
              "tables from the church, ask the vicar"),
    ("Tue 4/4", "Tue 4/4 tea bar rota done, Jean + Margaret sat, Pat + Sylvia sun. float from the treasurer fri"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="egmrc-open-wknd-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many layouts are there this wknd? the Courier want a number for their piece"
    with turn_span("question Thu 20/4"):
        hits = []
        for query in ("layouts booked for the open weekend", "who's pulled out or won't be ready",
                      "club bringing layouts"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 20 April 2051. You are talking to Derek, chairman of Elland & Greetland Model "
                   "Railway Club (open weekend Sat 22 + Sun 23 April at the Victoria Hall)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("12 booked" in c for c in context), context
        assert any("he's pulled out w/ the Brighton Belle" in c and "won't be ready" in c for c in context), context
        assert any("bringing 2 now not 1" in c for c in context), context
        reply = answer(question, context, mock="11 - 12 were booked, Dave's Brighton Belle and Steve's Luddenden Foot "
                                               "have dropped out, and Bradford are bringing a second one.")
finish(question, expected="12", actual=reply)
