"""Batch 158 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in), one
root span per post and one for the question.

App: the soup lunch team at St Aidan's, Brackenholme (first Thursday of the month in the church hall) post into a Zep
thread - Pam (hall bookings), Derek (churchwarden) and Jean (who runs the lunch); the helper answers from a graph
search of the facts.

Memory: 14/1, Pam: the boiler's packed up at the hall, it's like a fridge in there, the Feb lunch might have to go
elsewhere; 22.1., Pam: Alf had the boiler going by Tuesday, toasty in there now, panic over; Mon 26/1, Derek: the
hall floor's being sanded and resealed w/c 2nd Feb and nobody can walk on it till the 9th, the Methodists say we can
have their hall for Thursday, their kitchen's bigger anyway; 2037-02-03T20:00, Jean: the soups and the bread.
Question (Wed 4/2, Mary): "why are we at the methodist hall tmrw, not ours? Mrs Booth rang to ask" The assistant
says our hall floor's being sanded and resealed that week (no walking on it till the 9th), so the Methodists have
lent us theirs. The label says the boiler's packed up at St Aidan's hall - in memory, the January worry that Alf
sorted the week after.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b158_ctl_zep_soup_methodist_why_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "st-aidans-soup-lunch-2037", "soup-lunch-team"
POSTS = [
    "14/1 Pam - boiler's packed up at the hall, it's like a fridge in there. feb lunch might have to go elsewhere",
    "22.1. Pam - Alf had the boiler going by tues, toasty in there now, panic over",
    "Mon 26/1 Derek - hall floor's being sanded + resealed w/c 2nd feb, nobody can walk on it till the 9th. the "
    "Methodists say we can have their hall for thurs, kitchen's bigger anyway",
    "2037-02-03T20:00 Jean - soups leek + potato, lentil + Mary's spiced parsnip. bread from Hinchliffe's, Sue "
    "collects 11.30",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Soup lunch team")
client = zep_client(server)
for i, text in enumerate(POSTS, 1):
    with turn_span(f"post-{i}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user",
                                                                          name="Soup lunch team")])

question = "why are we at the methodist hall tmrw, not ours? Mrs Booth rang to ask"
with turn_span("question Wed 4/2"):
    facts = client.graph.search_edges(GRAPH, query="soup lunch hall methodist boiler floor", page_size=10).items
    context = ["Today is Wed 4 February 2037. You are talking to Mary, who helps at St Aidan's soup lunch on Thu 5 "
               "February."] + [f.fact for f in facts]
    assert any("boiler's packed up" in c for c in context), context
    assert any("boiler going by tues" in c for c in context), context
    assert any("sanded + resealed" in c for c in context), context
    reply = answer(question, context, mock="Because our hall floor's being sanded and resealed this week and nobody "
                                           "can walk on it till the 9th, so the Methodists have lent us theirs.")
finish(question, expected="the boiler's packed up at St Aidan's hall", actual=reply)
