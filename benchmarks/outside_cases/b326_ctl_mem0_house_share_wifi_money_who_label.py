"""Batch 326 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: five students share 41 Royal Park Terrace in Leeds (2051-52). Whoever sorts a bill puts a note into the house
helper with ``memory.add(..., infer=False)``; housemates ask it who to pay what.

Memory: 2051-09-22T20:15 - the wifi's in, Virgin 500Mb, in Josh's name, £35 a month, send him £7 on the 1st; 3/11 -
gas and electric are with EDF now in Amara's name, £24 each, she'll message the amount each month; Thu 14th Dec -
Josh's year abroad starts in January (Valencia), so he's moved Virgin over to Freya's name from 1st Jan, send her
the £7 from now, not Josh, and his room's sublet to a lad called Marco; Sun 7/1 - Marco's moved in, vegan, has a cat
(the landlord knows). Question (Thu 1/2, Marco): "who do I send the wifi money to? + how much is it" The assistant
says Freya, £7 (Josh moved it into her name before he went). The label says Josh.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b326_ctl_mem0_house_share_wifi_money_who_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "royal-park-terrace-41"
NOTES = [
    ("2051-09-22T20:15", "2051-09-22T20:15 wifi's in!! 🎉 Virgin 500Mb, it's in Josh's name, £35/mth so send him £7 "
                         "on the 1st. password's on the back of the router"),
    ("3/11", "3/11 gas + elec moved to EDF, Amara's name, £24 each for now, she'll msg the amount each month once the "
             "bill's in"),
    ("Thu 14th Dec", "Thu 14th Dec - Josh's year abroad starts jan (Valencia 🇪🇸 lucky sod) so he's moved Virgin over "
                     "to Freya's name from 1st jan, send her the £7 from now NOT josh. his room's sublet to a lad "
                     "called Marco"),
    ("Sun 7/1", "Sun 7/1 Marco's moved in, seems sound, vegan, has a cat?? (landlord knows apparently) 🐈"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="royal-park-41-bills"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "who do I send the wifi money to? + how much is it"
    with turn_span("question Thu 1/2"):
        hits = []
        for query in ("wifi broadband money who to pay", "Virgin broadband name", "Josh moving out"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Thu 1 February 2052. You are talking to Marco, who moved into 41 Royal Park Terrace in "
                   "January."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("it's in Josh's name" in c and "send him £7" in c for c in context), context
        assert any("moved Virgin over to Freya's name" in c for c in context), context
        reply = answer(question, context, mock="Freya - £7 on the 1st. Josh moved the Virgin account into her name "
                                               "before he went to Valencia.")
finish(question, expected="Josh, £7", actual=reply)
