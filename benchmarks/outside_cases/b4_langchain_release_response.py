"""b4_langchain_release_response -- a release-manager chat assistant whose memory is a LangChain
InMemoryChatMessageHistory; one root span per turn (each turn reads the history with `aget_messages`, answers with
litellm, then appends the exchange with `add_messages`).

Fault: none in memory. On turn 3 the whole history is in the prompt, including the turn-1 message "Heads-up:
OPS-412 (backup job fix) can't ship until Lena from security signs off; she's out until Monday 8 Dec.", yet the
model answers that OPS-412 is clear to ship today (Thu 4 Dec).

Expected: ResponseError @ litellm.completion (the turn-3 answer call, wrapped in common.fault(); subtype
`ignored_sufficient_context`).
"""
import common

common.setup("b4_langchain_release_response", ["langchain_history", "litellm"])

import asyncio  # noqa: E402

from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage  # noqa: E402
from opentelemetry import trace  # noqa: E402

tracer = trace.get_tracer("b4-release-app")
history = InMemoryChatMessageHistory()


def as_dicts(msgs):
    return [{"role": "user" if isinstance(x, HumanMessage) else "assistant", "content": x.content} for x in msgs]


turns = [
    ("[Tue 2 Dec] Heads-up: OPS-412 (backup job fix) can't ship until Lena from security signs off; she's out "
     "until Monday 8 Dec.", "Noted: OPS-412 is blocked on Lena's security sign-off, expected after 8 Dec."),
    ("[Wed 3 Dec] OPS-415, the TLS cert renewal, passed QA and can go out any time.",
     "Noted: OPS-415 is cleared to ship."),
]
for i, (user, mock) in enumerate(turns, 1):
    with tracer.start_as_current_span(f"release turn {i}", context=None):
        past = asyncio.run(history.aget_messages())
        reply = common.answer(user, [], mock=mock, history=as_dicts(past))
        history.add_messages([HumanMessage(user), AIMessage(reply)])

q = "[Thu 4 Dec] Can we ship OPS-412 in today's release?"
with tracer.start_as_current_span("release turn 3", context=None):
    past = asyncio.run(history.aget_messages())
    assert any("signs off" in x.content for x in past), "fault not planted: the blocker must be in context"
    with common.fault():
        a = common.answer(q, [], mock="Yes, OPS-412 is cleared; include it in today's release.",
                          history=as_dicts(past))
    common.finish(q, expected="No, it is blocked until Lena from security signs off (after Monday 8 Dec)", actual=a)
