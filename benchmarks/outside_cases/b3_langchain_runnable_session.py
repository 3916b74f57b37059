"""LangChain `RunnableWithMessageHistory` (async, `ainvoke`) over `InMemoryChatMessageHistory` per session, a travel
assistant whose chain is prompt -> an async litellm call. The web app and the mobile app build the session id as
"<user>:<trip slug>".

Fault: the mobile app builds the trip slug with the trip's display name ("trip-Lyon") instead of the lower-case
slug ("trip-lyon"), so the question asked from the phone runs with an empty history: the earlier turn saying the
Lyon hotel does NOT include breakfast is in the other session. The system prompt's generic policy ("TravelCo
bookings include breakfast unless the traveller said otherwise") makes the model say "Yes".

Expected: RetrievalError at `langchain.chat_history.aget_messages` (the history read inside the faulty `ainvoke`; the
wrong session scope): the message was buffered and never removed; the read looked in the wrong session. Question
kind: yes/no whose evidence is a negation.
"""
import asyncio

import common

common.setup("b3_langchain_runnable_session", ["langchain_history", "litellm"])

import litellm  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.prompts import ChatPromptTemplate, MessagesPlaceholder  # noqa: E402
from langchain_core.runnables import RunnableLambda  # noqa: E402
from langchain_core.runnables.history import RunnableWithMessageHistory  # noqa: E402

SESSIONS: dict[str, InMemoryChatMessageHistory] = {}
MOCKS: list[str] = []


def get_session_history(session_id: str) -> InMemoryChatMessageHistory:
    return SESSIONS.setdefault(session_id, InMemoryChatMessageHistory())


prompt = ChatPromptTemplate.from_messages([
    ("system", common.SYSTEM + " Policy: TravelCo hotel bookings include breakfast unless the traveller said "
                               "otherwise."),
    MessagesPlaceholder("history"),
    ("human", "{question}"),
])

ROLE = {"human": "user", "ai": "assistant", "system": "system"}


async def call_model(prompt_value):
    messages = [{"role": ROLE[m.type], "content": m.content} for m in prompt_value.to_messages()]
    reply = await litellm.acompletion(model="openai/gpt-4o-mini", messages=messages, mock_response=MOCKS.pop(0),
                                      temperature=0)
    return reply.choices[0].message.content


chat = RunnableWithMessageHistory(prompt | RunnableLambda(call_model), get_session_history,
                                  input_messages_key="question", history_messages_key="history")

Q = "Is breakfast included at the Lyon hotel?"


async def main():
    web = {"configurable": {"session_id": "julia:trip-lyon"}}
    MOCKS.append("Noted: Hotel Bellecour in Lyon has no breakfast; the Porto hotel does.")
    await chat.ainvoke({"question": "Heads up for the Lyon trip: Hotel Bellecour does NOT include breakfast, only "
                                    "the Porto hotel does."}, config=web)
    MOCKS.append("Noted, I'll ask Hotel Bellecour for a late check-out.")
    await chat.ainvoke({"question": "Also I need a late check-out in Lyon on the last day."}, config=web)
    mobile = {"configurable": {"session_id": "julia:trip-Lyon"}}  # the display name, not the slug
    MOCKS.append("Yes, breakfast is included at your Lyon hotel.")
    with common.fault():
        return await chat.ainvoke({"question": Q}, config=mobile)


ans = asyncio.run(main())
assert len(SESSIONS["julia:trip-lyon"].messages) == 4 and len(SESSIONS["julia:trip-Lyon"].messages) == 2
common.finish(Q, "No", ans)
