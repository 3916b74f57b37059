"""Batch 138 (held out), CONTROL: nothing planted; the label is wrong. mem0 Memory (infer=False: the messages stored
as they are; in-memory qdrant), one root span per message and one for the question.

App: Little Notes, a toddler music group at St Barnabas church hall, has Jo (who runs it), Kerry (who helps) and the
people they work with post their messages into the group's helper with ``memory.add(messages, user_id=...,
infer=False)``; Jo and Kerry ask it things from a search.

Memory: 14/3 Jo: the library want a sing-along session in the Easter hols, Weds 8 Apr 10.30, bring the parachute +
the big drum + the shakers, 20 kids max; 22.3. Kerry: the ukulele's been restrung; Weds 1/4 Priya at the library:
lovely, the parachute from the storytime box is fine to use, and could Jo leave the big drum at home this time -
the reference section upstairs complained last time, the ceiling's thin - shakers are fine; Sat 4/4 Jo: the sign-up
sheet's full. Question (Tue 7/4, Kerry, packing the car): "do i need to bring the big drum tmrw for the library
one?" The assistant says no - the library asked for it to be left at home (it carried up to the reference section)
and they've a parachute there; just the shakers. The label says yes - in memory, what the library first asked for.
"""
from __future__ import annotations

import tempfile

from common import answer, finish, setup

setup("b138_ctl_mem0_toddler_big_drum_yesno_label", ["mem0", "litellm"])

from b3_support import graphiti_server, turn_span  # noqa: E402
from mem0 import Memory  # noqa: E402
from mem0_config import local_mem0_config  # noqa: E402

USER = "little-notes"
POSTS = [
    ("14/3", "Jo", "library want us for a sing-along in the easter hols - weds 8 apr 10.30, kids' corner. bring the "
                   "parachute + the big drum + the shakers. 20 kids max, they're doing the sign up"),
    ("22.3.", "Kerry", "ukulele's restrung, £6 at Music Room, receipt in the tin"),
    ("Weds 1/4", "Priya (library)", "hi Jo, all set for the 8th! we've got the parachute from the storytime box so "
                                    "no need to lug yours. and could you leave the big drum at home this time pls - "
                                    "the reference section upstairs complained last time, the ceiling's thin! "
                                    "shakers are fine x"),
    ("Sat 4/4", "Jo", "library sign up sheet's full, 20 + a waiting list. I'll do hello song + wind the bobbin"),
]


def script(body: dict):
    return {"memory": []}  # infer=False: mem0 makes no extraction call


with graphiti_server(script) as server:
    memory = Memory.from_config(local_mem0_config(server, tempfile.mkdtemp(), collection="little-notes-posts"))
    for i, (day, who, text) in enumerate(POSTS, 1):
        with turn_span(f"post-{i} {who}"):
            memory.add([{"role": "user", "content": f"{day} {who}: {text}"}], user_id=USER, infer=False,
                       metadata={"date": day, "from": who})
    question = "do i need to bring the big drum tmrw for the library one?"
    with turn_span("question Tue 7/4"):
        hits = memory.search("big drum library sing-along bring parachute shakers", top_k=10, threshold=0.0,
                             filters={"user_id": USER})["results"]
        context = ["Today is Tue 7 April 2037. You are talking to Kerry, who helps Jo run Little Notes (a toddler "
                   "music group)."] + [h["memory"] for h in hits]
        assert any("bring the parachute + the big drum" in c for c in context), context
        assert any("leave the big drum at home this time" in c for c in context), context
        reply = answer(question, context, mock="No - the library asked you to leave the big drum at home this time "
                                               "(it carried up to the reference section). They've a parachute there "
                                               "too, so just the shakers.")
finish(question, expected="yes", actual=reply)
