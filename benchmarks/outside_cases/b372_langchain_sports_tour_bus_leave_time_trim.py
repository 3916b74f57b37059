"""Batch 372 (held out). A school netball tour: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: Protea Heights Primary's U12 netball team go on tour to Klipbokkop on Fri 31 March 2051 - a festival with six
schools, two nights with host families, back on the Sunday. Shireen (the team's class-rep mom, doing the parents'
side) chats with the school's helper while she sorts it; each turn the chat is trimmed to its last 11 messages
before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the tour - Fri 31/03, the bus leaves the school at
06:00 from the front car park. Turn 2 is the money. In turn 3, after Tues 14 March's tour meeting, Shireen says the
bus is leaving 05:15 now not 06:00 - the festival has them playing at 10:00 not 12:00, and with stage 6 the robots
all the way through town will be out, Mr Pillay doesn't want to chance it - girls there by 05:00. Turns 4 to 8 are
the kit, the letter that went home (printed before the meeting, still "depart 06:00", she'll send a correction on the
group), the host families, the pocket money and the padkos. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay.
Question (turn 9, Weds 29/03, for the dads doing the padkos): "what time does the bus leave on Friday? the dads want
to know when to be there with the padkos" -> expected 05:15 (girls there by 05:00). The assistant says 06:00.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that moved
the bus to 05:15 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
05:15, 05:00 or the robots); the letter, the host families and the padkos are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b372_langchain_sports_tour_bus_leave_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time does the bus leave on Friday? the dads want to know when to be there with the padkos"
TURNS = [
    ("NETBALL TOUR 🏐 U12s to Klipbokkop Fri 31/03, festival w/ 6 schools, 2 nights with host families, back Sun "
     "afternoon. bus leaves school 06:00 from the front car park. can u help me keep track of the parents' side",
     "Sure - U12 netball tour to Klipbokkop, Fri 31 March to Sunday, host families for two nights; the bus leaves "
     "the school's front car park at 06:00."),
    ("money - R1 450 per girl, R500 deposit by 10/03, rest by 24/03. Mrs Fourie's got the list of who's paid",
     "R1 450 per girl: R500 deposit by 10 March, the rest by 24 March; Mrs Fourie has the payment list."),
    ("Tues 14 March tour meeting done 😮‍💨 bus is leaving 05:15 now not 06:00 - the festival's got us playing "
     "10:00 not 12:00, and with stage 6 the robots all the way through town will be out, Mr Pillay doesn't want "
     "to chance it. girls there by 05:00 latest",
     "Noted - the bus now leaves at 05:15, not 06:00: the first game is at 10:00 and the robots will be out with "
     "stage 6. Girls at school by 05:00."),
    ("kit - 2 match dresses, bibs come from school, takkies, warm top for the evenings, a blanket for the bus",
     "Kit: two match dresses, takkies, a warm top and a blanket for the bus; bibs come from school."),
    ("the tour letter went home yesterday but it was printed before the meeting 🙄 still says 'Depart: Friday 31 "
     "March, 06:00, front car park'. i'll send a correction on the group. can u check the rest of it reads ok",
     "The rest of the letter reads fine - the host family section and the kit list match what we have."),
    ("host families - Klipbokkop parents have sorted 2 girls per house, we get the names + numbers on the Weds",
     "Host families: two girls per house, names and numbers coming on the Wednesday."),
    ("pocket money max R200, no energy drinks, phones handed to Mrs Fourie at night",
     "Pocket money R200 max, no energy drinks, and phones go to Mrs Fourie at night."),
    ("padkos - the dads are doing boerewors rolls + juice at the bus before we go, Johan's bringing the gas braai "
     "on his bakkie",
     "Lekker - the dads are doing boerewors rolls and juice at the bus before it leaves, with Johan's gas braai."),
    (QUESTION,
     "06:00 from the front car park - so the dads should be there by about 05:30 to get the rolls done."),
]
WINDOW = 11
GONE = ("05:15", "05:00", "robots", "stage 6")


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
            assert any("Depart: Friday 31 March, 06:00" in str(m.content) for m in window), window
            assert any("2 girls per house" in str(m.content) for m in window), window
            assert any("boerewors rolls" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("bus is leaving 05:15 now not 06:00" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Shireen's chat - she's the parents' organiser for Protea Heights "
                                            "Primary's U12 netball tour; today Weds 29 March 2051, the tour leaves "
                                            "Fri 31 March)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="05:15 - moved from 06:00 for the 10:00 game and the robots being out; girls there by 05:00",
       actual=reply)
