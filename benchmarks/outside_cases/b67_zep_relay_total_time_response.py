"""Batch 67 (held out). A running club's relay results: Zep (sync client against the offline Zep v4 stand-in of
tests/instrumentations), script style (each call its own trace).

App: Asha, captain of Stroud Striders' relay team, logs the Severn Vale Relay (Sun 15 April 2029) as messages on a Zep
thread as the splits come in from the changeovers, and asks the assistant from a graph edge search when she writes
the club newsletter. Leg 1 Dan 52:40, leg 2 Priya 1:04:15, leg 3 Sam 47:50, leg 4 Jen 58:05; all four legs add up to
3:42:50.

Planted fault (ResponseError, ignored sufficient context): the model adds up three legs and leaves out Priya's, which
is written in hours: 2:38:35. Question (Tue 17/4): "how long did we take all together?" -> expected 3 hours 42
minutes 50 seconds.

Expected verdict: ResponseError at litellm.completion (the answer call, inside fault()). Asserted: all four splits are
in the facts the model got. Another reading: none that we see; nothing was lost from memory.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b67_zep_relay_total_time_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "striders", "striders-severn-relay"
NOTES = [
    "leg 1 done!! Dan into Arlingham in 52:40, said the wind off the river was brutal",
    "Priya's leg 2 split 1:04:15 - she went off too quick + paid for it on the bank, but 2nd lady on that leg",
    "minibus nearly missed the Epney changeover, Keith took a wrong turn at Framilode",
    "leg 3 Sam up and over the hill, 47:50 on his watch, official one might be a sec or two out",
    "Jen brought it home on leg 4 in 58:05, sprint finish on the quays past the Cheltenham lot",
    "we were 11th of 38 mixed teams, results on the Severn Vale website by weds",
    "newsletter piece due to Mo fri - total time, position + a photo of us w the flapjack",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Asha")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Asha")])

question = "how long did we take all together?"
facts = client.graph.search_edges(GRAPH, query="leg split time Dan Priya Sam Jen total", page_size=8).items
context = ["Today is Tue 17 April 2029. You are talking to Asha, the relay team's captain."] + [f.fact for f in facts]
for split in ("52:40", "1:04:15", "47:50", "58:05"):
    assert any(split in c for c in context), (split, context)
with fault():
    reply = answer(question, context, mock="2 hours 38 minutes 35 seconds all told - 52:40 + 47:50 + 58:05. 11th of "
                                           "38 mixed teams.")
finish(question, expected="3:42:50 - the four legs added up", actual=reply)
