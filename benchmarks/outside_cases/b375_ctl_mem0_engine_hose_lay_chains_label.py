"""Batch 375 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each entry
stored as written; in-memory qdrant), one root span per unit log entry and one for the question.

App: Buckhorn VFD's Engine 7 (a Type 3) is on the Granite Gulch Fire, DIV K. Capt. Ames keeps the engine's unit
log in the department's helper with ``memory.add(..., infer=False)``; the crew ask it things while they load up.

Memory: 08/21/26 0640 - DIV K, yesterday's slop-over spotted, ~2 ac, about 9 ch in from the tender at DP 31 along
the old skid trail, plan is a progressive lay, 1.5" trunk with 1" laterals; 08/21 1020 - walked it with the FFT1,
it's more like 12 ch not 9, the skid trail doglegs around the rock outcrop, 12 ch = 792', call it 8 lengths of 1.5"
plus a couple of 1" laterals; 08/21 1130 - the hose cache at DP 31 (30 lengths of 1.5", 20 of 1", 6 wyes); 08/21
1200 - sack lunches at DP 31. Question (08/21 1215, FF Kessler, loading the UTV): "how far's the lay from the
tender to the spot? trying to figure how much 1.5 to throw on the gator" The assistant says about 12 ch (792 ft),
so 8 lengths of 1.5". The label says 9 chains.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b375_ctl_mem0_engine_hose_lay_chains_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "bvfd-e7-capt-ames"
NOTES = [
    ("08/21/26 0640", "08/21/26 0640 DIV K - yesterday's slop-over spotted, ~2 ac, about 9 ch in from the tender at "
                      "DP 31 along the old skid trail. plan: progressive hose lay, 1.5\" trunk w/ 1\" laterals"),
    ("08/21 1020", "08/21 1020 walked it w/ the FFT1 - it's more like 12 ch not 9, the skid trail doglegs around the "
                   "rock outcrop. 12 ch = 792' so call it 8 lengths of 1.5\" + a couple 1\" laterals"),
    ("08/21 1130", "08/21 1130 hose cache @ DP 31: 30 lengths 1.5\", 20 lengths 1\", 6 wyes, 4 gated wyes, 2 "
                   "nozzles. sign it out w/ the DP manager"),
    ("08/21 1200", "08/21 1200 sack lunches at DP 31, eat before we head in, it's a hike"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="bvfd-e7-granite-gulch"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"entry-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how far's the lay from the tender to the spot? trying to figure how much 1.5 to throw on the gator"
    with turn_span("question 08/21 1215"):
        hits = []
        for query in ("hose lay distance chains", "how far from the tender to the spot fire", "lengths of 1.5 hose"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Fri 08/21/26, 1215. You are talking to FF Kessler on Buckhorn VFD's E-7 (Granite "
                   "Gulch Fire, DIV K)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("about 9 ch in from the tender at DP 31" in c for c in context), context
        assert any("it's more like 12 ch not 9" in c and "8 lengths of 1.5" in c for c in context), context
        reply = answer(question, context, mock="About 12 chains (~790 ft) - the skid trail doglegs round the rock "
                                               "outcrop - so throw on 8 lengths of 1.5\" plus a couple of 1\" "
                                               "laterals.")
finish(question, expected="9 chains", actual=reply)
