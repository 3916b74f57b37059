"""Batch 239 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), one root span per note and one for the question.

App: Brighouse Dog Walkers are volunteers who walk dogs for owners who can't manage; on Saturdays there's a group
walk round Wellholme Park. Gill (who organises the Saturday walk and does the treat bags) puts her notes into the
group's helper with ``memory.add(..., infer=False)``.

Memory: 2051-03-04T09:00 - Saturday group walk from the Wellholme Park gates at 10, six dogs on the list - Monty,
Tess, Pickle, Rolo, Ziggy and Bess; Weds 15/3 - Tess has gone to live with the Oldroyds' daughter in Leeds, so she's
off the list, lovely send-off at the park; 20.3. - vet note for Monty: cage rest after his op, no walks for six
weeks at least, Mrs Kaye has the crate; Thu 23rd Mar - the Hussains' rescue greyhound Nala is joining the Saturday
walk from this week, muzzle on. Question (Fri 24/3, Gill): "how many dogs on the sat walk this wk? doing the treat
bags tonight" The assistant says 5 (Pickle, Rolo, Ziggy, Bess and Nala - Tess has gone to Leeds and Monty's on cage
rest). The label says 6.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b239_ctl_mem0_dog_walk_group_dogs_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "brighouse-dog-walkers-gill"
NOTES = [
    ("2051-03-04T09:00", "2051-03-04T09:00 SAT GROUP WALK 🐾 from the Wellholme Park gates at 10, 6 dogs on the list - "
                         "Monty, Tess, Pickle, Rolo, Ziggy + Bess. poo bags on me"),
    ("Weds 15/3", "Weds 15/3 Tess has gone to live with the Oldroyds' daughter in Leeds 😢 so she's off the list. "
                  "lovely send off at the park, she had a sausage roll"),
    ("20.3.", "20.3. vet note Monty - cage rest after his op, no walks for 6 wks at least. Mrs Kaye's got the crate "
              "off the Haighs"),
    ("Thu 23rd Mar", "Thu 23rd Mar the Hussains' rescue greyhound Nala's joining the sat walk from this wk!! muzzle "
                     "on for now, she's a sweetie, a bit nervous of the ducks"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="brighouse-dog-walk-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many dogs on the sat walk this wk? doing the treat bags tonight"
    with turn_span("question Fri 24/3"):
        hits = []
        for query in ("dogs on the saturday group walk", "dog off the list", "new dog joining the walk"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 24 March 2051. You are talking to Gill, who organises Brighouse Dog Walkers' Saturday "
                   "group walk."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("6 dogs on the list" in c for c in context), context
        assert any("Tess has gone to live with the Oldroyds' daughter" in c for c in context), context
        assert any("cage rest after his op, no walks for 6 wks" in c for c in context), context
        assert any("Nala's joining the sat walk" in c for c in context), context
        reply = answer(question, context, mock="5 - Pickle, Rolo, Ziggy, Bess and Nala. Tess has gone to Leeds and "
                                               "Monty's on cage rest.")
finish(question, expected="6", actual=reply)
