"""Batch 146 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note stored as
written; in-memory qdrant), one root span per note and one for the question.

App: the coffee morning volunteers at St Mary's, Luddenden (Saturdays, teas and a cake stall for the roof fund)
leave their notes with the helper through ``memory.add(..., infer=False)`` and ask it things before their turn on
the rota.

Memory: Hilary's rota notes of 14/3 - whoever's on first (8.30) fetches the urn from the scout hut, the key's under
the geranium pot, milk from the Co-op; Doreen, 22.3.: six cups short since the harvest supper; Brian, Tue 23rd: the
new Zip boiler over the sink in the church kitchen is in (the Mothers' Union paid), boiling water in 2 minutes, so
the scout hut can have their urn back for good - he dropped it round last night; Mavis, Weds 24/6: the cake stall.
Question (Fri 26/6, Doreen, on first on Saturday): "am i fetching the urn in the morning? im on first" The assistant
says no - the new boiler in the church kitchen does the hot water now and Brian's taken the urn back to the scout
hut. The label says yes - in memory, the rota note that whoever's on first fetches the urn.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b146_ctl_mem0_coffee_morning_urn_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "st-marys-coffee-morning"
NOTES = [
    ("14/3", "Hilary", "ROTA NOTES - whoever's on first (8.30) fetches the urn from the scout hut, key's under the "
                       "geranium pot. milk from the Co-op, receipt in the biscuit tin. last one out does the floor"),
    ("22.3.", "Doreen", "cups - we're 6 short since the harvest supper. Mavis bringing some from home, dont use the "
                        "good ones from the vestry"),
    ("Tue 23rd", "Brian", "the new Zip boiler over the sink in church kitchen's in!! MU paid for it. boiling water in "
                          "2 mins so the scout hut can have their urn back for good - dropped it round last night"),
    ("Weds 24/6", "Mavis", "cake stall sat: Joan's lemon drizzle, my scones + Pat's doing a coffee + walnut. need "
                           "doilies"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: no extraction call is expected


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="st-marys-coffee"))
    for i, (day, who, text) in enumerate(NOTES, 1):
        with turn_span(f"note-{i}"):
            memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})
    question = "am i fetching the urn in the morning? im on first"
    with turn_span("question Fri 26/6"):
        hits = memory.search("urn fetch scout hut first on hot water boiler", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Fri 26 June 2037. You are talking to Doreen, who is on first at tomorrow's coffee "
                   "morning at St Mary's."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("fetches the urn from the scout hut" in c for c in context), context
        assert any("Zip boiler" in c and "urn back for good" in c for c in context), context
        reply = answer(question, context, mock="No - the new boiler over the sink in the church kitchen does the hot "
                                               "water now, and Brian's taken the urn back to the scout hut.")
finish(question, expected="yes", actual=reply)
