"""Batch 292 (held out). An archery club's indoor shoot: LangChain InMemoryChatMessageHistory + trim_messages (last
11 messages), one root span per turn.

App: Calder Bowmen host their open Portsmouth (60 arrows at 20 yds, triple spot for the recurves) on Sun 12th Feb
2051 at Todmorden Sports Centre - 40 archers on 10 bosses, a judge from the county, medals, a tuck shop. Anita (the
tournament organiser) chats with the club's helper while she sorts it; each turn the chat is trimmed to its last 11
messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the shoot - assembly 9.15, sighters 9.45, we have
the hall 9 till 2. Turn 2 is the entries. In turn 3 Anita says the sports centre have been on - they've let the
hall out for a kids' party at 1, so they want everything cleared by 1 not 2, so she's pulled it all forward half an
hour: assembly 8.45, sighters 9.15, and she's told the judge. Turns 4 to 8 are the target faces, the entry
confirmation email that went out on the 20th (still "assembly 9.15", she'll send a correction), the medals, the
tuck shop and the field party. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Thu
9/2, from Pete, who's giving a lift): "what time's assembly on sunday? I'm picking Jack up on the way" -> expected
8.45. The assistant says 9.15.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made
assembly 8.45 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window
the model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on
8.45, the kids' party or "forward"); the confirmation email, the faces and the medals are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b292_langchain_archery_portsmouth_assembly_time_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "what time's assembly on sunday? I'm picking Jack up on the way"
TURNS = [
    ("PORTSMOUTH 🏹 sun 12th feb at Tod sports centre, we've got the hall 9 till 2. assembly 9.15, sighters 9.45, "
     "2 x 30 arrows w/ a brew in between. can u help me keep track, first time I've organised one 😬",
     "Happy to - open Portsmouth Sun 12 Feb at Todmorden Sports Centre, hall 9 till 2, assembly 9.15, sighters "
     "9.45, two halves of 30 arrows with a break."),
    ("entries - 40 max, 4 a boss on 10 bosses, £12 seniors £8 juniors, closing date 31st jan, Archery GB "
     "members only",
     "Entries: 40 max (4 to a boss, 10 bosses), £12 seniors and £8 juniors, closing 31 Jan, Archery GB members "
     "only."),
    ("ugh sports centre been on 🙄 they've let the hall out for a kids' party at 1 so they want us cleared by 1 not "
     "2. so I've pulled it all forward half an hour - assembly 8.45, sighters 9.15. told the judge, she's fine",
     "Noted - it's all half an hour earlier now: assembly 8.45, sighters 9.15, and the hall must be clear by 1 for "
     "the party. The judge knows."),
    ("faces - triple spot for the recurves + barebow if they want, full face for compound inners? no, compounds on "
     "triples too. Colin's bringing the spare boss stands",
     "Triple spots for recurve and compound (barebow can choose); Colin is bringing the spare boss stands."),
    ("confirmation email went out on the 20th 🙈 - 'Calder Bowmen Open Portsmouth, Sun 12 Feb ... Assembly 9.15, "
     "sighters 9.45 ... please bring your Archery GB card' - I'll send a correction, can u check it reads ok",
     "The email reads fine apart from the times you mentioned; everything else is clear."),
    ("medals - gold silver bronze for each bow style, seniors + juniors, ordered from the trophy place in Halifax, "
     "Dave's collecting fri",
     "Medals for gold, silver and bronze in each bow style, senior and junior, from the Halifax trophy shop; Dave is "
     "collecting on Friday."),
    ("tuck shop - Jean + Margaret, bacon butties £2.50, tea/coffee 80p, cakes. proceeds to the new boss fund",
     "Tuck shop run by Jean and Margaret: bacon butties £2.50, tea or coffee 80p, cakes - all for the new boss "
     "fund."),
    ("field party - me, Colin + Dave setting up, bosses out the night b4 if the caretaker lets us, otherwise sun "
     "morning early",
     "Field party: you, Colin and Dave; bosses out the night before if the caretaker allows, otherwise early on "
     "Sunday."),
    (QUESTION,
     "Assembly's 9.15, with sighters at 9.45 - so leave yourself time to pick Jack up and get set up."),
]
WINDOW = 11
GONE = ("8.45", "kids' party", "forward", "half an hour")


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
            assert any("Assembly 9.15, sighters 9.45" in str(m.content) for m in window), window
            assert any("triple spot for the recurves" in str(m.content) for m in window), window
            assert any("medals - gold silver bronze" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("assembly 8.45, sighters 9.15" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Anita's chat - she's organising Calder Bowmen's open Portsmouth; today "
                                            "Thu 9 Feb 2051, the shoot is Sun 12 Feb)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="8.45 - it was pulled forward half an hour, the hall has to be clear by 1", actual=reply)
