"""Batch 122 (held out). A netball league's results thread: Zep facts (sync client, offline stand-in), one root span
per message and one for the question.

App: the captains in the Airedale Ladies' Netball League post their scores into a Zep thread after each Tuesday;
the helper answers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the Ravens' spring results are in five messages: beat the
Kestrels 34-27 (tue 17/3), lost to the Comets 30-41, drew 29-29 with the Hawks ("gutted, they
equalised on the whistle"), beat the Owls 38-22, and beat the Swifts 31-30 ("by the skin of our teeth"). The model
counts the draw with the Hawks as a win. Question (Thu 23/4, Kat, Ravens captain, for the end-of-season awards):
"which teams have we beaten this season?" -> expected the Kestrels, the Owls and the Swifts. The assistant adds the
Hawks.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): every result, with its
score, is in the facts the model was given, and it read the 29-29 draw as a win. Asserted: the five result lines are
in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b122_zep_netball_ravens_wins_response", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "airedale-netball", "airedale-results"
NOTES = [
    ("Kat", "Ravens 34 Kestrels 27 - tue 17/3, court 2. Priya GS 22 from 25, on fire"),
    ("Jade", "Comets 41 Ravens 30, 24/3. sorry Kat! umpires Gill + Bev"),
    ("Kat", "Ravens 29-29 Hawks tue 31st - gutted, they equalised on the whistle. Mel's last game before her mat "
            "leave"),
    ("Dawn", "reminder subs £45 a team by 16th may. cup semis tue 21st, times on the board"),
    ("Kat", "Weds 8 Apr (played tues, posting late): Ravens 38 Owls 22, easy one, gave the subs a full half"),
    ("Kat", "Ravens 31 Swifts 30 - by the skin of our teeth!! 14/4, court 3, Hillside's lights still out on 1"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Kat")
client = zep_client(server)
for i, (who, text) in enumerate(NOTES, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "which teams have we beaten this season? doing the end of season awards"
with turn_span("question Thu 23/4"):
    facts = client.graph.search_edges(GRAPH, query="Ravens results scores beat lost drew", page_size=10).items
    context = ["Today is Thu 23 April 2037. You are talking to Kat, captain of the Ravens."]
    context += [f.fact for f in facts]
    for line in ("Ravens 34 Kestrels 27", "Comets 41 Ravens 30", "Ravens 29-29 Hawks", "Ravens 38 Owls 22",
                 "Ravens 31 Swifts 30"):
        assert any(line in c for c in context), (line, context)
    with fault():
        reply = answer(question, context, mock="The Kestrels, the Hawks, the Owls and the Swifts - you only lost to "
                                               "the Comets.")
finish(question, expected="the Kestrels, the Owls and the Swifts - the Hawks game was a 29-29 draw", actual=reply)
