"""Batch 276 (held out). A tutoring agency's sessions and invoices: Zep facts (sync client, offline stand-in),
script style (every call its own trace); the answer call has the session log in its context and counts a session
the log says doesn't come off the block.

App: Brightside Tutoring sells blocks of ten one-hour sessions, paid up front, and keeps a log of each pupil's
sessions so parents know how many are left. Anita (in the office) and the tutors post the log into a Zep thread for
each family; the helper answers parents from a graph search of the facts.

Planted fault (ResponseError, ignored sufficient context): the facts have Anita's 2050-09-05T10:00 line - Maya
Patel, block of 10 English sessions with Mr Hughes, paid £300 up front; Mr Hughes's 3/10 line - 6 done so far, she's
flying with the Macbeth quotes; Anita's Thu 13 Oct line - Mr Hughes off sick, Maya's session cancelled by us so it
DOESN'T come off her block, obviously; and Mr Hughes's Thu 20th line - session done, 7 used now. Question (Sat 22/10,
Mrs Patel): "how many sessions has Maya got left on her block? thinking whether to buy another lot before the mocks"
-> expected 3 (7 of 10 used; the cancelled one doesn't count). The model says 2, counting the 13th.

Expected verdict: ResponseError at litellm.completion (the answer call, wrapped in fault()): the facts the model was
given say 7 used and that the cancelled session doesn't come off the block, and the model counted it anyway.
Asserted: the context has the block of 10, the cancelled line and the "7 used now" line.
"""
from __future__ import annotations

import zep_cloud

from common import answer, fault, finish, setup

setup("b276_zep_tutoring_sessions_left_count_response", ["zep", "litellm"])

from b3_support import fake_zep, zep_client  # noqa: E402

GRAPH, THREAD = "brightside-patel", "maya-english-2050"
POSTS = [
    ("Anita", "2050-09-05T10:00 Anita - Maya Patel (yr 11) block of 10 English sessions w/ Mr Hughes, paid £300 up "
              "front 👍 thurs 4.30, library rm 2"),
    ("Mr Hughes", "3/10 Mr Hughes - 6 done so far, she's flying with the Macbeth quotes now, next up An Inspector "
                  "Calls"),
    ("Anita", "Thu 13 Oct Anita - Mr Hughes off sick 🤒 so Maya's session's cancelled by us, it DOESN'T come off her "
              "block obviously. mum's been texted"),
    ("Mr Hughes", "Thu 20th Mr Hughes - session done, 7 used now. practice paper set for half term, mark scheme to "
                  "mum"),
]

server = fake_zep()
server.add_thread(THREAD, GRAPH, "Patel family")
client = zep_client(server)
for who, text in POSTS:
    client.thread.add_messages(THREAD, messages=[zep_cloud.AddMessage(content=text, role="user", name=who)])

question = "how many sessions has Maya got left on her block? thinking whether to buy another lot before the mocks"
context = ["Today is Sat 22 October 2050. You are talking to Mrs Patel, whose daughter Maya (Year 11) has English "
           "tutoring at Brightside Tutoring."]
for query in ("sessions left on the block", "Maya sessions done used", "session cancelled"):
    for f in client.graph.search_edges(GRAPH, query=query, page_size=10).items:
        if f.fact not in context:
            context.append(f.fact)
assert any("block of 10 English sessions" in c for c in context), context
assert any("it DOESN'T come off her block" in c for c in context), context
assert any("7 used now" in c for c in context), context
with fault():
    reply = answer(f"(Mrs Patel) {question}", context,
                   mock="2 left - she's had 8 of the 10: 6 by early October, then the 13th and the 20th.")
finish(question, expected="3 - 7 of the 10 are used; the session Mr Hughes cancelled when he was off sick doesn't "
                          "come off", actual=reply)
