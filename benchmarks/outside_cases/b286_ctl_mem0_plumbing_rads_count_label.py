"""Batch 286 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note stored
as written; in-memory qdrant), one root span per note and one for the question.

App: Hirst Plumbing & Heating are doing a full central heating job for Mrs Greenwood at 41 Hopwood Lane in March
2051 - new boiler, pipework, radiators. Gaz (who surveyed it) and Lisa (office) put their notes on the job into the
firm's helper with ``memory.add(..., infer=False)``; the lads ask it what to pick up from the merchants.

Memory: Gaz, 2051-02-08T16:45 - surveyed Mrs Greenwood's, full system, combi in the kitchen, 9 rads plus a towel
rail in the bathroom; Lisa, 14/2 - quote accepted, £7,450, start Mon 6th March; Lisa, Tue 21st Feb - Mrs Greenwood
rang, she's keeping the 2 in the front room, they're only 2 years old (her son put them in), so don't order those;
Gaz, 2.3. - the conservatory's having one after all, a 1400 double convector, she's sick of it being freezing.
Question (Mon 6/3, Ryan, at PTS): "how many rads am I picking up for the Greenwood job? at the counter now" The
assistant says 8 (the 9 less the 2 front room ones she's keeping, plus the conservatory one), and the towel rail.
The label says 9.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b286_ctl_mem0_plumbing_rads_count_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "hirst-plumbing-greenwood-job"
NOTES = [
    ("2051-02-08T16:45", "2051-02-08T16:45 Gaz - surveyed Mrs Greenwood's, 41 Hopwood Ln. full system, combi in the "
                         "kitchen where the old back boiler was, 9 rads + a towel rail in the bathroom. loft access "
                         "is a nightmare fyi"),
    ("14/2", "14/2 Lisa - Greenwood quote accepted 🎉 £7,450 inc VAT, start mon 6th march, Gaz + Ryan, allow a wk"),
    ("Tue 21st Feb", "Tue 21st Feb Lisa - Mrs Greenwood rang, she's keeping the 2 in the front room, they're only 2 "
                     "yrs old (her son put them in) so don't order those. still wants the towel rail chrome not white"),
    ("2.3.", "2.3. Gaz - conservatory's having one after all, a 1400 double convector, she's sick of it being "
             "freezing 🥶 I've told her it's extra"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="hirst-greenwood-2051"))
    for i, (day, note) in enumerate(NOTES, 1):
        with turn_span(f"note-{i} {day}"):
            memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "how many rads am I picking up for the Greenwood job? at the counter now"
    with turn_span("question Mon 6/3"):
        hits = []
        for query in ("radiators for the Greenwood job", "rads she's keeping", "extra radiator"):
            hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
        context = ["Today is Mon 6 March 2051. You are talking to Ryan, a plumber at Hirst Plumbing & Heating, who is "
                   "at the merchants (PTS)."]
        for h in hits:
            if h["memory"] not in context:
                context.append(h["memory"])
        assert any("9 rads + a towel rail" in c for c in context), context
        assert any("she's keeping the 2 in the front room" in c for c in context), context
        assert any("conservatory's having one after all" in c for c in context), context
        reply = answer(f"(Ryan) {question}", context,
                       mock="8 rads - the 9 from the survey, less the 2 in the front room she's keeping, plus a 1400 "
                            "double convector for the conservatory. And the towel rail (chrome).")
finish(question, expected="9", actual=reply)
