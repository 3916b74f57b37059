"""Batch 254 (held out). A small theatre company's rehearsal and show chats: LangChain InMemoryChatMessageHistory +
trim_messages (last 11 messages), one root span per turn.

App: the Brigg Lane Players put on Hobson's Choice at the Civic, Thurs 16th to Sat 18th Nov 2051 - 7.30 each night
and a 2.30 Saturday matinee, tickets from Gibsons newsagents or online. Maureen (the company secretary, front of
house) chats with the company's helper while she sorts it; each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the run - three nights and the matinee. Turn 2 is
the tickets, £10 adults and £6 under 16s. In turn 3, after last night's committee meeting, Maureen says the rights
and the hall hire have come in way over, so adult tickets go up to £12, under 16s stay £6, concessions £10, and
Gibsons have been told. Turns 4 to 8 are the poster proof (still "Tickets £10 / £6", the posters went up before the
meeting), the raffle, the interval drinks, the programmes at £2 and the front of house rota. By turn 9 the trim drops
turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Mon 13/11, from Maureen for a caller): "how much for 2 adults + a
9 yr old? her nan's paying at Gibsons tomorrow" -> expected £30 (2 x £12 + £6). The assistant says £26.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that put the
adult price up to £12 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the
window the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
£12, the rights or the committee); the poster proof, the programmes and the front of house rota are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b254_langchain_theatre_tickets_cost_sum_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how much for 2 adults + a 9 yr old? her nan's paying at Gibsons tomorrow"
TURNS = [
    ("HOBSON'S CHOICE 🎭 at the Civic thurs 16th - sat 18th nov, 7.30 each nite + a 2.30 sat matinee. get-in sun 12th. "
     "can u keep track of front of house stuff for me, my head's full",
     "Of course - Hobson's Choice at the Civic, Thu 16 to Sat 18 Nov, 7.30 each night plus a 2.30 Saturday matinee; "
     "get-in Sun 12th."),
    ("tickets £10 adults £6 under 16s, from Gibsons newsagents on the high st or online, on sale from the 2nd",
     "Tickets £10 adults and £6 under-16s, from Gibsons newsagents or online, on sale from 2 Nov."),
    ("committee mtg last nite 😬 the rights + the hall hire have come in way over what we budgeted so adult tickets "
     "are going up to £12, under 16s stay at £6, concessions £10. Gibsons have been told + Lou's changing the website",
     "Noted - adult tickets are £12 now, under-16s still £6 and concessions £10; Gibsons know and Lou is updating the "
     "website."),
    ("poster proof back from Print Shack - 'Brigg Lane Players present HOBSON'S CHOICE ... Civic Hall 16-18 Nov 7.30pm "
     "... Tickets £10 / £6 from Gibsons' - they're already up in the library + the Co-op 🙈 i'll stick a label on",
     "The proof reads fine apart from the price line you mentioned; a sticker over it will do."),
    ("raffle - hamper from the butchers, a meal for 2 at the Fleece, a Hobson's boot (props made a spare 😂). £1 a "
     "strip",
     "Raffle: a butcher's hamper, a meal for two at the Fleece and the spare Hobson's boot; £1 a strip."),
    ("interval drinks - wine £4, soft £1.50, tea/coffee £1, Bob's on the bar, order yr interval drinks b4 the show",
     "Interval drinks: wine £4, soft drinks £1.50, tea or coffee £1; Bob's on the bar and pre-orders before the show."),
    ("programmes £2, 150 printed, Sheila + her grandson selling them at the door",
     "Programmes £2 (150 printed), sold at the door by Sheila and her grandson."),
    ("FOH rota - thurs me + Pat, fri Bob + Gill, sat both shows me + Sheila + Ravi's mum. doors 30 mins b4",
     "Front of house: Thursday you and Pat, Friday Bob and Gill, Saturday both shows you, Sheila and Ravi's mum; "
     "doors 30 minutes before."),
    (QUESTION,
     "£26 - that's 2 adults at £10 and one under-16 at £6. Gibsons will take cash or card."),
]
WINDOW = 11
GONE = ("£12", "rights", "committee", "concessions")


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
            assert not any(w in str(m.content).lower() for m in window[:-1] for w in GONE), window
            assert any("Tickets £10 / £6 from Gibsons" in str(m.content) for m in window), window
            assert any("programmes £2, 150 printed" in str(m.content) for m in window), window
            assert any("FOH rota" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("adult tickets are going up to £12" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Maureen's chat - she's secretary and front of house for the Brigg Lane "
                                            "Players; today Mon 13 November 2051, Hobson's Choice opens Thu 16 Nov)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="£30 - 2 adults at £12 (put up after the committee meeting) + £6 for the 9 yr old",
       actual=reply)
