"""Batch 252 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Brighouse Singers (a community choir) give their spring concert on Sat 17th May 2051 at St Martin's - Rutter,
Zadok, some pop arrangements, a string quartet. Jean (the choir secretary) puts her rehearsal notes into the choir's
helper with ``memory.add(..., infer=False)``; Rob, who does the programme, asks it things.

Memory: 10/2 - the Pie Jesu (Rutter) solo is Hannah, Gill's thrilled, sopranos to learn the Africa descant by
Easter; Tue 4th Mar - subs, and the basses coming in early in Zadok; 18.3. - Hannah's daughter's wedding has been
moved to the 17th of May (venue double booked), so she can't do the concert, gutted; Megan's learning the Pie Jesu,
she did it lovely at the carol service; Sat 5th Apr - extra rehearsal with the strings. Question (Mon 12/5, Rob):
"who's singing the Pie Jesu solo? need to put their name in the programme" The assistant says Megan (Hannah can't
do the concert - her daughter's wedding's on the 17th). The label says Hannah.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b252_ctl_mem0_choir_pie_jesu_solo_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brighouse-singers-jean"
NOTES = [
    ("2051-02-10T20:30", "10/2 rehearsal notes 🎶 Pie Jesu (Rutter) solo - Hannah!! Gill's thrilled. sops pls learn "
                         "the descant in Africa by easter"),
    ("Tue 4th Mar", "Tue 4th Mar subs due £45 for the term, Rob has the card machine. Zadok - basses STILL coming in "
                    "early 😂"),
    ("18.3.", "18.3. Hannah's daughter's wedding has been moved to the 17th of May 🙈 (venue double booked) so she "
              "can't do the concert, gutted for her. Megan's learning the Pie Jesu, she did it lovely at the carol "
              "service"),
    ("Sat 5th Apr", "Sat 5th Apr extra rehearsal at St Martin's 10-1, bring lunch, strings joining us at 11"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brighouse-singers-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who's singing the Pie Jesu solo? need to put their name in the programme"
    with turn_span("question Mon 12/5"):
        hits = []
        for query in ("Pie Jesu solo", "who is doing the solo", "can't do the concert"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 12 May 2051. You are talking to Rob, who does the programme for Brighouse Singers' "
                   "spring concert (Sat 17 May)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("Pie Jesu (Rutter) solo - Hannah" in c for c in context), context
        assert any("so she can't do the concert" in c and "Megan's learning the Pie Jesu" in c for c in context), \
            context
        reply = answer(question, context, mock="Megan - Hannah can't do the concert now, her daughter's wedding got "
                                               "moved to the 17th.")
finish(question, expected="Hannah", actual=reply)
