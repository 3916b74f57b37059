"""Batch 260 (held out). A mountain-rescue team's training log: Zep facts (sync client, offline stand-in), script
style (every call its own trace); the answer call has the day's new finish in its context and gives the old one.

App: Calder Fell Rescue Team keep the team chat for their training in a Zep thread - Steve (the training officer),
Lisa (the team leader) and Dave (the equipment officer) - and the helper answers members' questions from a graph
search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Steve's 2051-02-01T20:00 post - winter
skills day Sat 25th Feb at Stoodley crag, 8 till 4, crampons and axe, packed lunch; Dave's 9/2 post - crampons to
be fitted to your boots at the base Thursday; Steve's Tue 21st Feb post - the forecast's clear, so they're tacking
the night nav on after tea at the Robin Hood, so it's 8 till about 9 at night now, bring a head torch, spare
batteries and a flask; Lisa's Thu 23rd post - minibus from the base at 7.30. Question (Fri 24/2, Mark): "how long's
saturday going to be? the wife wants to know when I'll be back for the kids' bath time 😬" -> expected all day and
the evening - 8am till about 9pm, about 13 hours, with the night nav after tea. The model says 8 till 4, about 8
hours.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model
was given have the day running on till about 9 with the night nav added, and it gave the first post's 8 till 4.
Asserted: the context has the 8 till 4 post and the "8 till about 9 at night" post.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b260_zep_mrt_winter_skills_how_long_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "calder-frt", "training-2051"
POSTS = [
    "2051-02-01T20:00 Steve - WINTER SKILLS ❄️ sat 25th feb at Stoodley crag, 8 till 4. crampons + axe, ice axe "
    "arrest on the snow bank, packed lunch. all trainees pls",
    "9/2 Dave - crampons to be fitted to ur boots at base thurs nite, bring the boots you'll actually wear!!",
    "Tue 21st Feb Steve - forecast's clear so we're tacking the night nav on after tea at the Robin Hood 🌙 so it's "
    "8 till about 9 at night now. head torch, spare batteries + a flask",
    "Thu 23rd Lisa - minibus from base 7.30 sat, 14 seats, anyone left over car share from the Co-op",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Calder FRT")
client = zep_client(server)
for text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="team chat")])

question = "how long's saturday going to be? the wife wants to know when I'll be back for the kids' bath time 😬"
context = ["Today is Fri 24 February 2051. You are talking to Mark, a trainee with Calder Fell Rescue Team."]
for query in ("winter skills day saturday times", "how long is saturday", "night nav after tea"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("Stoodley crag, 8 till 4" in c for c in context), context
assert any("8 till about 9 at night now" in c for c in context), context
with fault():
    reply = answer(f"(Mark) {question}", context,
                   mock="About 8 hours - it's 8 till 4 at Stoodley crag, so you'll be back well before bath time.")
finish(question, expected="8am till about 9pm (about 13 hours) - the night nav's been added after tea", actual=reply)
