"""Batch 235 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
one root span per committee post and one for the question.

App: Ovenden Juniors FC hold their end-of-season presentation night at the cricket club in July 2050 - medals for
every player, cups for each age group, a buffet and a raffle. The committee's chat goes into a Zep thread - Sharon
(the secretary), Dean (the chairman) and Mo (the treasurer) - and the helper answers parents' questions from a graph
search of the facts.

Memory: 2050-04-10T20:00 Sharon - presentation night Fri 1st July at the cricket club, 6.30-9; 3/5 Dean - cups
ordered, Cllr Akhtar presenting; Tue 17th May Sharon - the cricket club have gone and let the function room to a
wedding do on the 1st, the steward's full of apologies, so we're the Friday after, 8th July, same times; 2/6 Mo -
tickets £3 for grown ups, kids free, buffet £4 a head. Question (Thu 23/6, Kelly, an U11s mum): "what date's the
presentation? need to book the night off work" The assistant says Friday 8th July, 6.30-9 (the cricket club let
the 1st to a wedding). The label says Friday 1st July.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b235_ctl_zep_football_presentation_which_date_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "ovenden-juniors-fc", "presentation-2050"
POSTS = [
    ("Sharon", "2050-04-10T20:00 Sharon - PRESENTATION NITE 🏆 fri 1st july at the cricket club, 6.30-9, medals for "
               "all + cups for each age group"),
    ("Dean", "3/5 Dean - cups ordered from Trophy Centre, Cllr Akhtar's said she'll present, 7ish"),
    ("Sharon", "Tue 17th May Sharon - cricket club have only gone + let the function room to a wedding do on the 1st "
               "🙄 steward's full of apologies, so we're the friday after, 8th july, same times"),
    ("Mo", "2/6 Mo - tickets £3 grown ups, kids free, buffet off Sandra's £4 a head. raffle prizes to me pls"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Ovenden Juniors FC")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i} {who}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "what date's the presentation? need to book the night off work"
context = ["Today is Thu 23 June 2050. You are talking to Kelly, whose son plays for Ovenden Juniors' under-11s."]
with turn_span("question Thu 23/6"):
    for query in ("presentation night date", "cricket club function room", "when is the presentation"):
        for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
            if f.fact not in context:
                context.append(f.fact)
    assert any("fri 1st july at the cricket club" in c for c in context), context
    assert any("wedding do on the 1st" in c and "8th july, same times" in c for c in context), context
    reply = answer(f"(Kelly) {question}", context,
                   mock="Friday 8th July, 6.30 till 9 at the cricket club - it moved from the 1st because the club "
                        "let the function room to a wedding that night.")
finish(question, expected="Friday 1st July", actual=reply)
