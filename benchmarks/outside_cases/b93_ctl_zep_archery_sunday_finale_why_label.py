"""Batch 93 (held out), CONTROL: nothing planted; the label is wrong. Zep (sync client, the offline stand-in
server), facts from the coach's thread, script style.

App: Bev, the beginners' coach at Harpenden Bowmen, drops course news into a Zep thread; the course helper answers
the beginners from the graph's facts (``graph.search_edges``).

Memory: the school hall's floor is being sanded and varnished over the summer holidays (no hall July-August, the
summer course is all outdoors); the spring course is six Tuesdays ending Tue 27/5; later Bev says Carol, the county
judge who does the end-of-course badge shoot, can only get to us on a Sunday, so the last session is Sun 1/6,
10am on the field, families welcome to watch. Question (Thu 22/5, Tom, a beginner): "how come the last one's a
sunday? thought it was all tuesdays" The assistant says the county judge who runs the badge shoot can only come on
a Sunday. The label says the school hall's floor is being varnished.

Expected verdict: AnnotationError. Nothing is planted, no fault() window.
"""
from __future__ import annotations

import zep_cloud

from common import answer, finish, setup

setup("b93_ctl_zep_archery_sunday_finale_why_label", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "bowmen-beginners", "bowmen-beginners-bev"
NOTES = [
    "spring course: 6 tues, 22/4 - 27/5, 7-9pm in the school hall. summer course is jul-aug",
    "heads up - school's getting the hall floor sanded + varnished over the summer hols so no hall jul/aug, "
    "summer lot will be outdoors the whole time",
    "wk 3 scores - Mrs A 142, Priya 118, Tom 96 (lost 2 arrows in the net lol)",
    "badge shoot for the spring group: Carol (county judge) does them and she can only get to us on a sunday, so "
    "the last session's sun 1/6 10am on the field. families welcome to watch, bring chairs",
    "club membership after the course £110/yr adults, £55 juniors, or £12 a month by DD",
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Bev")
client = zep_client(server)
for text in NOTES:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name="Bev")])

question = "how come the last one's a sunday? thought it was all tuesdays"
facts = client.graph.search_edges(GRAPH, query="why last session sunday not tuesday badge shoot hall field",
                                  page_size=8).items
context = ["Today is Thu 22 May 2036. You are talking to Tom, a beginner on the spring course."] + \
          [f.fact for f in facts]
assert any("hall floor sanded + varnished" in c for c in context), context
assert any("only get to us on a sunday" in c for c in context), context
assert any("6 tues, 22/4 - 27/5" in c for c in context), context
reply = answer(question, context, mock="Carol, the county judge who does the badge shoot, can only come on a "
                                       "Sunday - so it's Sun 1 June at 10 on the field, and your family can watch.")
finish(question, expected="because the school hall's floor is being varnished", actual=reply)
