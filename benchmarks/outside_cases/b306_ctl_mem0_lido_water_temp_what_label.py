"""Batch 306 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory with infer=False (each note
stored as written; in-memory qdrant), script style (every call its own trace).

App: Clough Lane Lido (an outdoor heated pool, open May to September) - the duty managers put their notes into the
lido's helper with ``memory.add(..., infer=False)``, and it answers swimmers' messages on the lido's Facebook page.

Memory: 2051-05-06T08:10 - opening day, the heater's on, the pool's at 24° for the opening weekend, 87 through the
turnstile by 10; Thu 18 May - the solar covers go on overnight now; Tue 13th June - the boiler's packed in, the
engineer's waiting on a part from Germany, the pool's dropped to 19 and the day's temperature goes on the board by
the turnstile, wetsuits allowed in the lanes till it's fixed; 15/6 - the part's coming Mon 26th hopefully, then a
couple of days to warm back up. Question (Sat 17/6, a swimmer): "what's the water like at the moment? thinking of
bringing my mum tomorrow, she feels the cold 🥶" The assistant says about 19° - the boiler's broken and the part
isn't due till the 26th, wetsuits are allowed. The label says 24°, the heater's on.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b306_ctl_mem0_lido_water_temp_what_label", ["mem0", "litellm"])

from b3_support import graphiti_server  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "clough-lane-lido-duty"
NOTES = [
    ("2051-05-06T08:10", "2051-05-06T08:10 OPENING DAY ☀️ heater's on, pool at 24° for opening weekend, 87 thru the "
                         "turnstile by 10!! kiosk ran out of 50ps"),
    ("Thu 18 May", "Thu 18 May solar covers on overnight now, Dave + the early lot roll them off at 6.15, saving a "
                   "fortune on gas"),
    ("Tue 13th June", "Tue 13th June boiler's packed in 😩 engineer's waiting on a part from Germany, pool's dropped "
                      "to 19. temp on the board by the turnstile every morning. wetsuits allowed in the lanes till "
                      "it's fixed"),
    ("15/6", "15/6 part's coming mon 26th hopefully, then a couple of days to warm back up. refunds on season tix? "
             "- no, committee says"),
]

with graphiti_server(lambda body: {"memory": []}) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="clough-lane-lido-2051"))
    for day, note in NOTES:
        memory.add([{"role": "user", "content": note}], user_id=USER, metadata={"date": day}, infer=False)
    question = "what's the water like at the moment? thinking of bringing my mum tomorrow, she feels the cold 🥶"
    hits = []
    for query in ("water temperature pool", "heater boiler", "how warm is the lido"):
        hits += memory.search(query, top_k=20, threshold=0.0, filters={"user_id": USER})["results"]
    context = ["Today is Sat 17 June 2051. You are answering a swimmer on Clough Lane Lido's Facebook page."]
    for h in hits:
        if h["memory"] not in context:
            context.append(h["memory"])
    assert any("pool at 24° for opening weekend" in c for c in context), context
    assert any("boiler's packed in" in c and "pool's dropped to 19" in c for c in context), context
    assert any("part's coming mon 26th" in c for c in context), context
    reply = answer(question, context, mock="Chilly, I'm afraid - about 19° at the moment. The boiler's broken and the "
                                           "part isn't due till Mon 26th; wetsuits are allowed in the lanes till then.")
finish(question, expected="24° - the heater's on", actual=reply)
