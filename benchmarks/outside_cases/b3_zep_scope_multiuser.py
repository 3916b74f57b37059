"""Zep (zep-cloud 4.x client against the tests' in-process Zep v4 stand-in), a multi-user travel concierge: each
user has a Zep thread and a user graph; a request handler answers from `graph.search_edges` on the user's graph.

Fault: the handler caches the graph id in a module-level variable set at login and not per request; when Ben's
request is served right after Ana logged in, his question is searched in Ana's graph (a scope mix-up). "When does my
flight land?" gets Ana's Rome flight (09:10 Saturday) and the app answers that.

Expected: RetrievalError at `zep.graph.search_edges` (the wrong user scope): Ben's fact was extracted into his graph
and untouched; this search looked in the wrong one.
"""
import zep_cloud

import common
import b3_support as b3

common.setup("b3_zep_scope_multiuser", ["zep", "litellm"])

server = b3.fake_zep()
server.add_thread("thread-ana", "user-ana", "Ana")
server.add_thread("thread-ben", "user-ben", "Ben")
client = b3.zep_client(server)

CURRENT_GRAPH = None


def login(user):
    global CURRENT_GRAPH
    CURRENT_GRAPH = f"user-{user}"


def remember(user, text):
    client.thread.add_messages(f"thread-{user}", messages=[zep_cloud.Message(content=text, role="user",
                                                                             name=user.title())])


remember("ben", "My flight to Oslo lands at 14:35 on Friday")
remember("ben", "I booked the Thon Hotel near Oslo Central Station")
remember("ana", "My flight to Rome lands at 09:10 on Saturday")
remember("ana", "I want a window seat on every flight")

login("ben")
login("ana")  # Ana logs in on another tab; the module-level graph id now points at her graph

Q = "When does my flight land?"
with common.fault():  # Ben's request
    hits = client.graph.search_edges(CURRENT_GRAPH, query="when flight land", page_size=3).items
ctx = [e.fact for e in hits]
assert not any("Oslo" in c for c in ctx), ctx
ans = common.answer(Q, ctx, mock="Your flight lands at 09:10 on Saturday.")
common.finish(Q, "14:35 on Friday", ans)
