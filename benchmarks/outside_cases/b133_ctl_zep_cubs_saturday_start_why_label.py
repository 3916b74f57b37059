"""Batch 133 (held out), CONTROL: nothing planted; the label is wrong. Zep facts (sync client, offline stand-in),
one root span per post and one for the question.

App: the leaders of 1st Ashcombe Cubs (Akela, Baloo, Raksha) post camp arrangements into a Zep thread; the helper
answers the leaders from a graph search of the facts.

Memory: Akela, camp fri 19th - sun 21st at Bramble Farm, leaving the hut 5.30 fri after school; Baloo (Weds 10th),
the minibus is in for its MOT fri 19th, might not be back in time, we may have to go up sat am; Raksha (Tue 16th),
minibus back from the garage, passed, not even an advisory; Akela (Tue 16th, later), Mr Rudd rang - his daughter's
wedding do is in the barn fri night and there's a marquee on the camping field till sat 9ish, so we can't get on
till sat morning, leave the hut 8.30 sat; the kit list. Question (Weds 17/6, Raksha, answering a parent): "why
aren't we going up till sat morning now? Alfie's dad asking" The assistant says Mr Rudd's daughter's wedding (the
marquee's on the camping field Friday night). The label says the minibus was in for its MOT - in memory, Baloo's
worry about the Friday, which went away when it came back passed.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b133_ctl_zep_cubs_saturday_start_why_label", ["zep", "litellm"])

from b3_support import fake_zep, turn_span, zep_client  # noqa: E402

GRAPH, THREAD = "ashcombe-cubs-leaders", "ashcombe-cubs-camp-2037"
POSTS = [
    ("Akela", "camp fri 19th - sun 21st june at Bramble Farm, leaving the hut 5.30 fri straight after school"),
    ("Baloo", "Weds 10th - minibus is in for its MOT fri 19th, might not be back in time, we may have to go up sat "
              "am"),
    ("Raksha", "Tue 16th - minibus back from the garage, passed, not even an advisory. Baloo owes the garage £54.85"),
    ("Akela", "Mr Rudd rang - his daughter's wedding do is in the barn fri night + there's a marquee on the camping "
              "field till sat 9ish, so we can't get on till sat morning. leave the hut 8.30 sat, tell parents"),
    ("Raksha", "kit list went out again with the new times, wellies + a warm layer for the campfire"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Raksha")
client = zep_client(server)
for i, (who, text) in enumerate(POSTS, 1):
    with turn_span(f"post-{i} {who}"):
        client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "why aren't we going up till sat morning now? Alfie's dad asking"
with turn_span("question Weds 17/6"):
    facts = client.graph.search_edges(GRAPH, query="why going up sat morning not fri minibus MOT farm marquee",
                                      page_size=10).items
    context = ["Today is Weds 17 June 2037. You are talking to Raksha, a leader at 1st Ashcombe Cubs."]
    context += [f.fact for f in facts]
    assert any("in for its MOT fri 19th" in c for c in context), context
    assert any("passed, not even an advisory" in c for c in context), context
    assert any("wedding do is in the barn fri night" in c for c in context), context
    reply = answer(question, context, mock="Mr Rudd's daughter's wedding is in the barn on Friday night, with a "
                                           "marquee on the camping field till about 9 Saturday - so we leave the hut "
                                           "8.30 Saturday.")
finish(question, expected="the minibus is in for its MOT on the Friday", actual=reply)
