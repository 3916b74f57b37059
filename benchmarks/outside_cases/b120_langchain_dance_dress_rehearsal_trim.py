"""Batch 120 (held out). A dance school's show planning chat: LangChain InMemoryChatMessageHistory + trim_messages
(last 10 messages), one root span per turn.

App: Kerry, who runs Step Out Dance School, keeps a running chat with the helper while she gets the summer show
("Step Out on Broadway", at the Civic) together; each turn the chat is trimmed to its last 10 messages before the
answer call.

Planted fault (UpdateError, trimmed from the window): in turn 1 Kerry says the dress rehearsal on sat 16th may at
the Civic is the full day this time, 9.30 till 4 - the tech crew want two full runs with lights - so the kids need a
packed lunch. In turn 2 she pastes the parents' letter for tidying (all rehearsals saturdays 10-12.30 at the studio
unless stated). By turn 6 the trim drops turn 1; the letter stays. Question: "how long's the dress rehearsal sat? a
mum's asking if it's worth her going home in between" -> expected six and a half hours (9.30 till 4). The assistant
says two and a half hours (10-12.30).

Expected verdict: UpdateError at langchain.trim_messages (turn 6's trim, wrapped in fault()): the turn that decides
the answer was in the history and in every earlier window, and this trim cut it from the window the model saw.
Asserted: turn 1 is in every earlier window and missing from turn 6's; the parents' letter is in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b120_langchain_dance_dress_rehearsal_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how long's the dress rehearsal sat? a mum's asking if it's worth her going home in between"
TURNS = [
    ("dress rehearsal sat 16th may at the Civic is the FULL day this time, 9.30 till 4 - tech crew want 2 full runs "
     "w lights, so packed lunch for the kids, no nuts (Evie). stage door round the back by the bins",
     "Dress rehearsal Sat 16 May at the Civic, 9.30-4, two full runs with lights; packed lunches, no nuts."),
    ("can u tidy this up for the parents letter: Rehearsals are every saturday 10-12.30 at the studio unless stated. "
     "Show nights Fri 22nd + Sat 23rd May, 7pm, Civic Theatre. Tickets £9/£6 from the office. Costumes come home "
     "in a named bag",
     "Parents' letter: Saturday rehearsals 10-12.30 at the studio unless stated; shows Fri 22 and Sat 23 May, 7pm, "
     "Civic; tickets £9/£6; costumes home in a named bag."),
    ("ballet tutus back from Mrs Akhtar, 2 need hooks moving. tap hats still on order, the shop says Tue 12th",
     "Two tutus need hooks moving; tap hats due Tue 12th."),
    ("chaperones for the show - need 6 a night, got 4 for fri, 5 for sat. DBS forms to Lynne",
     "Chaperones: 4 of 6 for Friday, 5 of 6 for Saturday; DBS forms to Lynne."),
    ("ticket sales so far 212 for fri, 247 sat, Civic holds 310. raffle prizes from the Co-op + the hairdresser",
     "212 sold for Friday, 247 for Saturday, out of 310; raffle prizes from the Co-op and the hairdresser."),
    (QUESTION,
     "Two and a half hours - 10 till 12.30, like the other Saturday rehearsals."),
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
            assert not any("9.30" in str(m.content) or "FULL day" in str(m.content) for m in window), window
            assert any("every saturday 10-12.30 at the studio unless stated" in str(m.content) for m in window), window
        else:
            window = trim(messages)
            assert any("9.30 till 4" in str(m.content) for m in window), (i, window)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Kerry's chat about Step Out Dance School's summer show)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="six and a half hours - 9.30 till 4, it's the full day with two runs at the Civic",
       actual=reply)
