"""Batch 124 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
one root span per message and one for the question.

App: Birchcliffe Tennis Club's committee and coaches post into a Zep thread (club sessions, coaching, court
bookings); the helper answers members from a graph search of the facts.

Memory: Linda (sec), 14/3: Saturday club session 2-5, all 6 courts, mixed, just turn up; Sam (head coach), 22.3.: the
county want courts 5 + 6 for a juniors' taster on Sat 16th May, 1.30pm-4.30pm - said yes, it's good for the club and
they're paying £40; Linda, Weds 8 Apr: floodlights on 5 + 6 fixed. Question (Thu 14/5, Helen, who runs the Saturday
fours rota): "how many courts have we got sat for club session? doing the 4s rota" The assistant says 4 (courts
1-4; 5 and 6 have the county juniors till 4.30). The label says 6 - in memory, the club session's usual courts.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b124_ctl_zep_tennis_club_courts_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "birchcliffe-tc", "birchcliffe-club"
NOTES = [
    ("Linda", "14/3 - sat club session 2-5 from now, all 6 courts, mixed, just turn up. balls provided, £2 in the "
              "tin"),
    ("Sam", "22.3. county want courts 5 + 6 for a juniors taster on sat 16th may, 1.30pm-4.30pm. said yes, good for "
            "the club + they're paying £40. I'll be on it w Jess"),
    ("Linda", "Weds 8 Apr - floodlights on 5 + 6 fixed at last, £380. meter key's behind the bar"),
    ("Helen", "ladies' box league round 3 draw's on the board. Sue + Kath have come in for Ruth + Helen B"),
    ("Sam", "adult improvers tues 7-8pm starts 5th may, 6 wks, £48, courts 1 + 2"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Helen")
client = zep_client(server)
for i, (who, text) in enumerate(NOTES, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how many courts have we got sat for club session? doing the 4s rota"
with turn_span("question Thu 14/5"):
    facts = client.graph.search_edges(GRAPH, query="saturday club session courts sat 16th may", page_size=10).items
    context = ["Today is Thu 14 May 2037. You are talking to Helen, who runs the Saturday fours rota."]
    context += [f.fact for f in facts]
    assert any("all 6 courts" in c for c in context), context
    assert any("courts 5 + 6 for a juniors taster on sat 16th may" in c for c in context), context
    reply = answer(question, context, mock="4 - courts 1 to 4. The county juniors' taster has 5 and 6 from 1.30 to "
                                           "4.30.")
finish(question, expected="6", actual=reply)
