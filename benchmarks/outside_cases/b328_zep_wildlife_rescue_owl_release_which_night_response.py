"""Batch 328 (held out). A wildlife rescue centre: Zep facts (sync client, offline stand-in), script style (every
call its own trace); the answer call has the moved release night in its facts and gives the first one.

App: Cragg Vale Wildlife Rescue look after injured birds and mammals from around the upper Calder valley. In October
2051 they're getting Mabel, a tawny owl hit by a car on the Ogden road, ready to go back. The volunteers' chat goes
into a Zep thread; the helper answers volunteers' questions from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Sam's 2051-10-02T18:00 post - Mabel flew
the big aviary clean last night, release booked for Weds 11th at dusk, back at the layby by the reservoir where she
was found, Dave driving; Priti's 6/10 post - the two swans are going to the swan sanctuary; Sam's Sun 8th Oct post -
the Met Office has a yellow wind warning for Weds night, gusts 50mph plus, no way is she going out in that, so Mabel's
release is moved to Fri 13th at dusk, same layby, Dave can still drive; and Priti's Sun 8th post about the hedgehog
weigh-in. Question (Mon 9/10, Jo, a volunteer): "which night's Mabel going back out? I'd love to come + watch 🦉" ->
expected Friday 13th at dusk (the wind warning for Wednesday). The model says Wednesday 11th at dusk.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given have the release moved to Friday the 13th because of the wind warning, and the model gave the Wednesday.
Asserted: the context has the Weds 11th booking and the move to Fri 13th.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b328_zep_wildlife_rescue_owl_release_which_night_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "cragg-vale-rescue", "volunteers-oct-2051"
POSTS = [
    "2051-10-02T18:00 Sam - Mabel (the tawny off the Ogden rd) flew the big aviary clean last nite 🦉🎉 release "
    "booked for weds 11th at dusk, back at the layby by the reservoir where she was found. Dave's driving",
    "6/10 Priti - the 2 swans are off to the swan sanctuary at Knottingley on tues, need a 2nd pair of hands for the "
    "crates, they're heavy + cross",
    "Sun 8th Oct Sam - Met Office has a yellow wind warning for weds nite, gusts 50mph+ 🌬️ no way is she going out in "
    "that. so Mabel's release is moved to fri 13th at dusk (yes I know 😂) same layby, Dave can still drive",
    "Sun 8th Priti - hog weigh-in: Bramble 610g!! Thistle 480, Pip 395. Bramble can go to Mrs Oduya's next wk",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Cragg Vale Wildlife Rescue")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                     name="volunteers chat")])

question = "which night's Mabel going back out? I'd love to come + watch 🦉"
context = ["Today is Mon 9 October 2051. You are talking to Jo, a volunteer at Cragg Vale Wildlife Rescue."]
for query in ("Mabel release night", "tawny owl release", "when is the owl going back"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("release booked for weds 11th at dusk" in c for c in context), context
assert any("yellow wind warning for weds nite" in c and "moved to fri 13th at dusk" in c for c in context), context
with fault():
    reply = answer(f"(Jo) {question}", context,
                   mock="Wednesday 11th at dusk - at the layby by the reservoir where she was found. Dave's driving "
                        "her up.")
finish(question, expected="Friday 13th at dusk - it was moved off the Wednesday because of the wind warning",
       actual=reply)
