"""Batch 192 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with ``infer=False`` (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Wellington Youth Orchestra's Christmas concert is Fri 12th Dec 2043, 7pm at All Saints church, Wellington - 52
players, mince pies and squash in the interval, a retiring collection for the instrument fund. Mrs Okafor (the
orchestra's parent rep) keeps her notes in mem0 (``memory.add(..., infer=False, metadata={"date": ...})``); Dan, a
dad doing the printed programme, asks the helper.

Memory: 2043-10-06T20:00, Mrs Okafor - concert Fri 12th Dec 7pm, All Saints; first half Sleigh Ride, Nimrod and the
carols; second half Finlandia, Holst's Jupiter, the Pirates of the Caribbean medley and the Radetzky March to finish;
Weds 5 Nov - Mr Hale says the horns are all over the place in Jupiter and it'll not be ready in time, we'll save it
for the summer one, the horns are relieved; 14/11 - the year 7s begged for the Frozen medley and he said go on then,
it goes in after Pirates; 22.11. - chairs, 52 on the chancel + stands, the vicar wants the font end kept clear.
Question (Tue 9/12, Dan): "what's in the 2nd half? typing up the programme tonight" The assistant lists Finlandia,
Pirates of the Caribbean, the Frozen medley and the Radetzky March - no Jupiter. The label says Finlandia, Jupiter,
Pirates of the Caribbean, Radetzky March.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b192_ctl_mem0_youth_orch_second_half_list_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wellington-youth-orch-okafor"
NOTES = [
    ("2043-10-06T20:00", "XMAS CONCERT fri 12th dec 7pm All Saints 🎄🎻 1st half - Sleigh Ride, Nimrod, the carols "
                         "(audience joining in). 2nd half - Finlandia, Holst's Jupiter, Pirates of the Caribbean "
                         "medley, Radetzky March to finish (clapping!)"),
    ("Weds 5 Nov", "Mr Hale says the horns are all over the place in Jupiter 😬 it'll not be ready in time, we'll save "
                   "it for the summer one. horns v relieved lol"),
    ("14/11", "the yr 7s begged for the Frozen medley + he said go on then 🙄❄️ it goes in after Pirates"),
    ("22.11.", "chairs - 52 on the chancel + stands, vicar wants the font end kept clear. mince pies + squash in the "
               "interval, retiring collection for the instrument fund"),
]


def script(body: dict):
    return {"memory": []}


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wellington-yo-xmas-2043"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what's in the 2nd half? typing up the programme tonight"
    with turn_span("question Tue 9/12"):
        hits = []
        for query in ("second half pieces", "programme running order", "Jupiter horns", "Frozen medley after Pirates"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Tue 9 Dec 2043. You are talking to Dan, a parent typing up the printed programme for "
                   "Wellington Youth Orchestra's Christmas concert (Fri 12 Dec, 7pm, All Saints)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("2nd half - Finlandia, Holst's Jupiter, Pirates of the Caribbean" in c for c in context), context
        assert any("it'll not be ready in time, we'll save it for the summer one" in c for c in context), context
        assert any("Frozen medley" in c and "goes in after Pirates" in c for c in context), context
        reply = answer(question, context, mock="Finlandia, the Pirates of the Caribbean medley, the Frozen medley and "
                                               "the Radetzky March to finish - Jupiter's been saved for the summer "
                                               "concert.")
finish(question, expected="Finlandia, Jupiter, Pirates of the Caribbean, Radetzky March", actual=reply)
