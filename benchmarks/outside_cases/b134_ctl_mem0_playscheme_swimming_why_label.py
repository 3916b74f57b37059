"""Batch 134 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: the staff's messages
stored as they are; in-memory qdrant), one root span per message and one for the question.

App: the Fernside summer play scheme staff post their updates (trips, swimming, lunches, staffing) into the scheme's
helper with ``memory.add(messages, user_id=..., infer=False)``; parents' questions come through the office and the
helper answers from a search.

Memory: 14/7 Leanne: swimming tues 21st is off, the leisure centre say they've got a gala on; 16/7 Marcus rang the
leisure centre about tues - the gala's not till weds 29th, it's the small pool, the filter pump's packed up and the
part won't come till next week, so no under-8s sessions; the farm trip and the lunches. Question (Mon 20/7, Jo in
the office): "why's swimming off tmrw? parents keep asking at pick up" The assistant says the small pool's shut
because its filter pump has broken (the gala isn't until the 29th). The label says there's a gala on at the leisure
centre - in memory, the reason Leanne was first given, before Marcus rang them.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b134_ctl_mem0_playscheme_swimming_why_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "fernside-playscheme"
POSTS = [
    ("14/7", "Leanne", "swimming tues 21st is OFF, leisure centre say theyve got a gala on. will sort something "
                       "else, parachute games in the hall maybe"),
    ("15.7.", "Jo", "lunches wk 1 - Deli Dave's 30 a day, hot, 12 noon. 3 veggie + Alfie no dairy"),
    ("16/7", "Marcus", "rang the leisure centre re tues - the gala's not till weds 29th, nothing to do with it. it's "
                       "the small pool, filter pump's packed up + the part won't come till next wk, so no under 8s "
                       "sessions at all. they'll let us know about the 28th"),
    ("Fri 17th", "Leanne", "farm trip weds 5th aug, coach booked, consent forms going out mon"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: mem0 makes no extraction call


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="fernside-playscheme"))
    for i, (day, who, text) in enumerate(POSTS, 1):
        with turn_span(f"post-{i} {who}"):
            memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})
    question = "why's swimming off tmrw? parents keep asking at pick up"
    with turn_span("question Mon 20/7"):
        hits = memory.search("swimming tuesday off leisure centre why", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Mon 20 July 2037. You are talking to Jo, in the Fernside play scheme office."] + \
                  [h["memory"] for h in hits]
        assert any("theyve got a gala on" in c for c in context), context
        assert any("filter pump's packed up" in c for c in context), context
        reply = answer(question, context, mock="The small pool's shut - its filter pump has packed up and the part "
                                               "won't come till next week. It's not the gala, that's not till the "
                                               "29th.")
finish(question, expected="there's a gala on at the leisure centre", actual=reply)
