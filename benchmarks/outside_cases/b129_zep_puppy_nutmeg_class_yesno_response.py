"""Batch 129 (held out). A guide dog puppy walking group's chat: Zep facts (sync client, offline stand-in), script
style (each call its own trace).

App: the Chiltern puppy walking group's WhatsApp-style thread goes into Zep (Wendy the organiser, and the walkers);
the helper answers walkers from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Wendy's class rule (pups join class once
they're fully covered, a week after the second jab, no exceptions - the hall floor's had parvo pups on it before),
the class on Tuesdays at 7 in the church hall, Sophie's post that Nutmeg had her second jab at Oakfield on Thu 16/4
and the vet said not to put her down anywhere other dogs go till Thu 23rd, and a reminder about the long line. The
model sees "second jab done" and says yes. Question (Mon 20/4, Sophie, Nutmeg's walker): "can Nutmeg come to class
tues? we're dying to get her started" -> expected no - not till after Thu 23rd, so next week's class (Tue 28th). The
assistant says yes.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the rule, the jab date
and the vet's "not till Thu 23rd" are in the facts the model was given, and it answered against them. Asserted: the
three are in the context.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b129_zep_puppy_nutmeg_class_yesno_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "chiltern-pw", "chiltern-pw-chat"
POSTS = [
    ("Wendy", "reminder for new walkers - pups only join class once they're fully covered, that's a wk after the 2nd "
              "jab, no exceptions sorry, the hall floor's had parvo pups on it before"),
    ("Wendy", "class tues 7pm, church hall (back door by the bins), bring treats + a mat"),
    ("Sophie", "Nutmeg had her 2nd jab thurs 16/4 at Oakfield, brave girl! vet said don't put her down anywhere "
               "other dogs go till thurs 23rd, carry her if we go out"),
    ("Tom", "Hazel's coming on a treat w her recall. can whoever's got the long line bring it tues pls"),
    ("Wendy", "town walk sat 25th 10am from the library for the older pups, harnesses not collars"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Sophie")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "can Nutmeg come to class tues? we're dying to get her started"
facts = client.graph.search_edges(GRAPH, query="Nutmeg class tues jab vaccinated join class",
                                  page_size=10).items
context = ["Today is Mon 20 April 2037. You are talking to Sophie, who walks Nutmeg for the Chiltern puppy walking "
           "group."]
context += [f.fact for f in facts]
assert any("a wk after the 2nd jab" in c for c in context), context
assert any("2nd jab thurs 16/4" in c for c in context), context
assert any("till thurs 23rd" in c for c in context), context
with fault():
    reply = answer(question, context, mock="Yes - she's had her second jab now, so bring her along Tuesday at 7 to "
                                           "the church hall.")
finish(question, expected="no - not till after Thu 23rd (a week after her 2nd jab), so next week, Tue 28th",
       actual=reply)
