"""Batch 216 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: each note is stored
as written; in-memory qdrant), search, script style (every call its own trace).

App: Wenlock Olympians running club hold the Wenlock 10k on Sun 7th June 2048 - start and finish in the Square, out
past Holy Trinity and up Sheinton Street, a road closure from the council, water at 3k and 7k, a medal with a sheep
on it. Phil (the race director) and Kath (the club's first aider) put their notes into the club's helper with
``memory.add(..., infer=False)``; runners ask it things.

Memory: 2048-02-15T20:00 Phil - 10am start from the Square, road closure 9.30-12.30; 14/3 Kath - it was roasting at
10 last year, three runners in the St John's tent with heat exhaustion, can they go earlier?; 22.3. Phil - asked
the council, the closure's fixed for this year, can't move it, they'll put an extra water station in at 5k instead;
Tue 19th May Phil - the vicar rang, there's a wedding at Holy Trinity at 12 and the route goes right past the
lychgate, she asked nicely if they could be through by 11; the council say fine to shift the closure to 8.30-11.30, so
they're going off at 9. Also the medals (16th May). Question (Sat 30/5, Ellie, a club runner): "why's it starting
at 9 now? thought it was always 10" The assistant says it's for the wedding at Holy Trinity at 12 (the route passes the
lychgate, everyone through by 11). The label says because it was too hot at 10 last year - Kath's idea, which the
council turned down in March.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b216_ctl_mem0_10k_early_start_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "wenlock-olympians-10k"
NOTES = [
    ("2048-02-15T20:00", "Phil", "WENLOCK 10K 🏃 sun 7th june, 10am start from the Square, road closure 9.30-12.30 "
                                 "from the council. water at 3k + 7k"),
    ("14/3", "Kath", "it was roasting at 10 last yr, 3 in the St John's tent w/ heat exhaustion 🥵 can we go "
                     "earlier?"),
    ("22.3.", "Phil", "asked the council - closure's fixed for this yr, can't move it. we'll put an extra water "
                      "station in at 5k instead"),
    ("16th may", "Phil", "medals are in - 350, there's a sheep on them lol"),
    ("Tue 19th May", "Phil", "vicar rang, there's a wedding at Holy Trinity at 12 + the route goes right past the "
                             "lychgate, she asked nicely if we could be through by 11. council say fine to shift the "
                             "closure to 8.30-11.30 so we're going off at 9 👍"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="wenlock-10k-2048"))
    for day, who, text in NOTES:
        memory.add([{"role": "user", "content": f"{day} {who} - {text}"}], user_id=USER, infer=False,
                   metadata={"date": day, "by": who})
    question = "why's it starting at 9 now? thought it was always 10"
    context = ["Today is Sat 30 May 2048. You are talking to Ellie, a Wenlock Olympians runner; the Wenlock 10k is "
               "Sun 7 June."]
    for query in ("start time", "why is the start earlier", "road closure"):
        for h in memory.search(query, top_k=10, threshold=0.0, filters={"user_id": USER})["results"]:
            if h["memory"] not in context:
                context.append(h["memory"])
    assert any("roasting at 10 last yr" in c for c in context), context
    assert any("wedding at Holy Trinity at 12" in c and "going off at 9" in c for c in context), context
    reply = answer(question, context, mock="Because of a wedding at Holy Trinity at 12 - the route goes past the "
                                           "lychgate and the vicar asked for everyone to be through by 11, so the "
                                           "closure moved to 8.30-11.30 and the start to 9.")
finish(question, expected="because it was too hot at 10 last year", actual=reply)
