"""Batch 365 (held out). A cousin's wedding planning: LangChain InMemoryChatMessageHistory + trim_messages (last 11
messages), one root span per turn.

App: cousin Tricia marries Marlon on Sat 10 Dec 2050 at St Andrew Parish Church, 3pm, reception in the church hall,
Miss Ivy's Cook Shop doing the food. Nadine (Tricia's cousin, doing most of the running about) chats with the
family's helper while she sorts it; each turn the chat is trimmed to its last 11 messages before the answer call.

Planted fault (UpdateError, trimmed from the window): turn 1 is the wedding - guest list 120, Miss Ivy doing the
food. Turn 2 is the cake. In turn 3 Nadine says "mi did mek a mistake wid di numbers" - it's 135 not 120, she forgot
Marlon's side from Portland, 15 of them, Tricia just sent her the list. Turns 4 to 8 are the colours and the
bridesmaids, the hall's email (still "120 guests" from the first form, she'll call them), the DJ, the centrepieces
and the car. By turn 9 the trim drops turns 1 to 3; turns 4 to 8 stay. Question (turn 9, Mon 5/12): "how many
guests mi fi tell Miss Ivy fi di food? she want final numbers by Friday" -> expected 135. The assistant says 120.

Expected verdict: UpdateError at langchain.trim_messages (turn 9's trim, wrapped in fault()): the turn that made the
list 135 was in the history and in every window from turn 3 to turn 8, and this trim cut it from the window the
model saw. Asserted: turn 3 is in every window from turn 3 to turn 8 and missing from turn 9's (nothing on 135, the
Portland side or the mistake); the hall's email with 120, the DJ and the centrepieces are in it.
"""
from __future__ import annotations

from common import answer, fault, finish, setup

setup("b365_langchain_wedding_guest_count_trim", ["langchain_history", "litellm"])

from b3_support import turn_span  # noqa: E402
from langchain_core.chat_history import InMemoryChatMessageHistory  # noqa: E402
from langchain_core.messages import AIMessage, HumanMessage, trim_messages  # noqa: E402

QUESTION = "how many guests mi fi tell Miss Ivy fi di food? she want final numbers by Friday"
TURNS = [
    ("WEDDING 💍 Tricia an Marlon, Sat 10 Dec, St Andrew Parish Church 3pm, reception inna di church hall after. "
     "guest list 120, Miss Ivy cook shop doing di food. help mi keep track pls mi head a spin",
     "Got it - Tricia and Marlon's wedding, Sat 10 Dec at St Andrew Parish Church at 3pm, reception in the church "
     "hall; guest list of 120, Miss Ivy's Cook Shop doing the food."),
    ("cake - Miss Daphne, 3 tier black cake, J$78,000, deposit paid Tuesday. she wah di topper by di 1st",
     "Cake from Miss Daphne: three tiers of black cake, J$78,000, deposit paid; she needs the topper by the 1st."),
    ("mi did mek a mistake wid di numbers 🤦🏾‍♀️ is 135 not 120 - mi forget Marlon side from Portland, 15 a dem. "
     "Tricia jus sen mi di proper list",
     "No problem - the guest list is 135 now, with Marlon's 15 from Portland added."),
    ("colours gold an emerald, di bridesmaid dress dem from Fashion Bazaar, 5 girls, fitting next week Saturday",
     "Gold and emerald; five bridesmaids' dresses from Fashion Bazaar, fitting next week Saturday."),
    ("hall email back: 'Confirming St Andrew Parish Church Hall, Sat 10 Dec, 120 guests, 5pm-11pm, J$60,000 "
     "incl. chairs & tables' - dem still have di number from di first form, mi soon call dem",
     "The hall is confirmed for Sat 10 Dec, 5pm to 11pm, J$60,000 with chairs and tables."),
    ("DJ - Marlon cousin DJ Skatta, free as a wedding gift 😂 him bringing him own speaker box",
     "DJ Skatta (Marlon's cousin) is doing it free as a wedding gift and bringing his own speakers."),
    ("centrepiece - Aunty Pearl doing dem, croton an ginger lily from her yard, need 14 table worth",
     "Aunty Pearl is doing the centrepieces - crotons and ginger lilies from her yard, for 14 tables."),
    ("transport - Uncle Desmond Benz fi di bride, ribbon on, him a wash it Friday. di bridal party going in di "
     "Coaster bus",
     "Uncle Desmond's Benz for the bride with ribbons, washed Friday; the bridal party goes in the Coaster bus."),
    (QUESTION,
     "Tell Miss Ivy 120 - dat's di number di hall have too."),
]
WINDOW = 11
GONE = ("135", "portland", "mistake")


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
            assert any("Sat 10 Dec, 120 guests" in str(m.content) for m in window), window
            assert any("DJ Skatta" in str(m.content) for m in window), window
            assert any("need 14 table worth" in str(m.content) for m in window), window
        elif i >= 3:
            window = trim(messages)
            assert any("is 135 not 120" in str(m.content) for m in window), (i, window)
        else:
            window = trim(messages)
        msgs = [{"role": "user" if isinstance(m, HumanMessage) else "assistant", "content": str(m.content)}
                for m in window]
        reply = answer(msgs[-1]["content"], "(Nadine's chat - she is helping plan her cousin Tricia's wedding to "
                                            "Marlon; today Mon 5 December 2050, the wedding is Sat 10 Dec)",
                       mock=mock, history=msgs[:-1])
        history.add_messages([AIMessage(reply)])
finish(QUESTION, expected="135 - Nadine forgot Marlon's 15 from Portland on the first list of 120", actual=reply)
