"""Batch 117 (held out). A choir's carol tour, planned in a chat with a helper: LangChain
InMemoryChatMessageHistory + trim_messages (last 10 messages), one root span per turn.

App: Helen runs the Dalesbridge Community Choir's carol tour and keeps a running chat with the helper about venues,
songs and lifts; each turn the chat is trimmed to its last 10 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Helen says Ashgrove (the care home) rang - keep it to
20 mins tops, the residents get tired and they've moved us to after their tea, so 6.30 not 5. In turn 2 she pastes
the tour sheet for the newsletter, where every stop is "approx 40 min set". By turn 6 the trim drops turn 1; the
pasted sheet stays. Question (Sun 13/12): "how long are we singing at ashgrove? the lift drivers want to know when
to come back" -> expected 20 minutes at most. The assistant says about 40 minutes.

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that decides
the answer was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the pasted sheet's 40-minute line is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b117_langchain_carols_carehome_length_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long are we singing at ashgrove? the lift drivers want to know when to come back"
TURNS = [
    ("Ashgrove rang - can we keep it to 20 mins tops, the residents get tired + a few nod off lol. and they've "
     "moved us to after their tea so 6.30 not 5",
     "Ashgrove: 20 minutes at most, now 6.30 after the residents' tea."),
    ("tour sheet for the newsletter, just tidy it: Tue 15th Ashgrove 6.30, Weds 16th the Market Cross 7 (w the "
     "brass band), Fri 18th St Mary's 7.30, Sat 19th the Co-op 11-1 collecting for the hospice. approx 40 min set "
     "at each stop, mince pies after",
     "Tour: Tue 15 Ashgrove 6.30; Wed 16 Market Cross 7 with the brass band; Fri 18 St Mary's 7.30; Sat 19 Co-op "
     "11-1 for the hospice. About 40 minutes a stop."),
    ("songs: Hark the Herald, O Come All Ye, Silent Night (ALL verses, no skipping v3 Jean!), Ding Dong, In the "
     "Bleak, Rudolph for the kids",
     "Songs: Hark the Herald, O Come All Ye Faithful, Silent Night (all verses), Ding Dong, In the Bleak, Rudolph."),
    ("lifts - Pete's minibus takes 12, Ann + Raj can do 3 each. Margaret can't do steps so not the Cross",
     "Lifts: Pete's minibus (12), Ann and Raj 3 each; Margaret skips the Market Cross."),
    ("folders out of the cupboard thurs pls, red ones. bring a torch for the Cross it's dark as anything",
     "Red folders out on Thursday; torches for the Market Cross."),
    (QUESTION,
     "About 40 minutes - that's the set at each stop on the tour sheet."),
]
WINDOW = 10


def trim(messages):
    return trim_messages(messages, strategy="last", max_tokens=WINDOW, token_counter=len, start_on="human")


history = InMemoryChatMessageHistory()
reply = ""
for i, (user, mock) in enumerate(TURNS, 1):
    with turn_span(f"turn-{i}"):
        history.add_messages([HumanMessage(user)])
        messages = history.messages
        if i == len(TURNS):
            with fault():
                window = trim(messages)
            assert not any("20 mins tops" in str(m.content) or "20 minutes at most" in str(m.content)
                           for m in window), window
            assert any("approx 40 min set" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("20 mins tops" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Helen's chat about the Dalesbridge Community Choir carol tour: venues, "
                                            "songs, lifts)", mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="20 minutes tops - Ashgrove asked us to keep it short, residents get tired", actual=reply)
